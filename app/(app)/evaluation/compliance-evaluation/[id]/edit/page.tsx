import { getTranslations } from "next-intl/server";
import { RoundForm } from "@/components/modules/evaluation/compliance-evaluation/round-form";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { complianceRoundAccess } from "@/lib/modules/evaluation/compliance-evaluation/access";
import { getRound } from "@/lib/modules/evaluation/compliance-evaluation/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("complianceEvaluation");
  return recordTitle(params, getRound, { record: () => t("editTitle"), new: t("newTitle") });
}

async function EditRoundPage({ params }: { params: Promise<{ id: string }> }) {
  const { context, record } = await recordPage(params, getRound, { create: complianceRoundAccess.create });
  return (
    <RoundForm
      key={context.organizationId}
      organizationId={context.organizationId}
      round={record}
      year={new Date().getUTCFullYear()}
    />
  );
}

export default withClientMessages(EditRoundPage, "(app)/evaluation/compliance-evaluation/[id]/edit");
