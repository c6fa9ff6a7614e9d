import { getTranslations } from "next-intl/server";
import { ActionForm } from "@/components/modules/planning/action-plan/action-form";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { actionAccess } from "@/lib/modules/planning/action-plan/access";
import { getAction } from "@/lib/modules/planning/action-plan/data";
import { listAreas } from "@/lib/modules/organization/structure/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("actionPlan");
  return recordTitle(params, getAction, { record: () => t("editTitle"), new: t("newTitle") });
}

async function EditActionPage({ params }: { params: Promise<{ id: string }> }) {
  const { context, record } = await recordPage(params, getAction, { create: actionAccess.create });
  // keyed by organization: switching it in the header must start the form afresh
  return (
    <ActionForm
      key={context.organizationId}
      organizationId={context.organizationId}
      action={record}
      areas={await listAreas(context)}
    />
  );
}

export default withClientMessages(EditActionPage, "(app)/planning/action-plan/[id]/edit");
