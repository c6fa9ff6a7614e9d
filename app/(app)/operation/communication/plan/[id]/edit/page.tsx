import { getTranslations } from "next-intl/server";
import { PlanItemForm } from "@/components/modules/operation/communication/plan-item-form";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { communicationPlanAccess } from "@/lib/modules/operation/communication/access";
import { getPlanItem } from "@/lib/modules/operation/communication/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("communication.plan");
  return recordTitle(params, getPlanItem, { record: () => t("editTitle"), new: t("newTitle") });
}

async function EditPlanItemPage({ params }: { params: Promise<{ id: string }> }) {
  const { context, record } = await recordPage(params, getPlanItem, { create: communicationPlanAccess.create });
  // keyed by organization: switching it in the header must start the form afresh
  return (
    <PlanItemForm
      key={context.organizationId}
      organizationId={context.organizationId}
      planItem={record}
      today={calendarToday().toISOString().slice(0, 10)}
    />
  );
}

export default withClientMessages(EditPlanItemPage, "(app)/operation/communication/plan/[id]/edit");
