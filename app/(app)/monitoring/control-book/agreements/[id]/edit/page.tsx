import { getTranslations } from "next-intl/server";
import { AgreementForm } from "@/components/modules/monitoring/control-book/agreement-form";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { agreementAccess } from "@/lib/modules/monitoring/control-book/access";
import { getAgreement } from "@/lib/modules/monitoring/control-book/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("controlBook.agreements");
  return recordTitle(params, getAgreement, { record: () => t("editTitle"), new: t("newTitle") });
}

async function EditAgreementPage({ params }: { params: Promise<{ id: string }> }) {
  const { context, record } = await recordPage(params, getAgreement, { create: agreementAccess.create });
  // keyed by organization: switching it in the header must start the form afresh
  return <AgreementForm key={context.organizationId} organizationId={context.organizationId} agreement={record} />;
}

export default withClientMessages(EditAgreementPage, "(app)/monitoring/control-book/agreements/[id]/edit");
