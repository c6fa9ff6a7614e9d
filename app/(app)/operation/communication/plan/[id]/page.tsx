import { getTranslations } from "next-intl/server";
import { LazyPlanItemForm } from "@/components/modules/operation/communication/lazy";
import { PlanCommunications } from "@/components/modules/operation/communication/plan-communications";
import { PlanItemFacts } from "@/components/modules/operation/communication/plan-item-facts";
import { HistoryPanel } from "@/components/platform/audit/history-panel";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { archivedOf, DetailFrame } from "@/components/platform/ui/detail-frame";
import { permits } from "@/lib/platform/auth/access";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { communicationAccess, communicationPlanAccess } from "@/lib/modules/operation/communication/access";
import { getPlanItem } from "@/lib/modules/operation/communication/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

const BASE = "/operation/communication/plan";
const PLAN = "/operation/communication?view=plan";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("communication.plan");
  return recordTitle(params, getPlanItem, { record: (planItem) => planItem.topic, new: t("newTitle") });
}

async function PlanItemPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("communication");
  const tFrequency = await getTranslations("people.frequency");
  const { context, record: planItem } = await recordPage(params, getPlanItem, {
    create: communicationPlanAccess.create,
  });
  if (!planItem) {
    return (
      <LazyPlanItemForm
        key={context.organizationId}
        organizationId={context.organizationId}
        planItem={null}
        today={calendarToday().toISOString().slice(0, 10)}
      />
    );
  }
  const canEdit = permits(communicationPlanAccess.update, context);
  const actions: { href: string; label: string; primary?: boolean }[] = [{ href: PLAN, label: t("plan.all") }];
  if (canEdit) actions.push({ href: `${BASE}/${planItem.id}/edit`, label: t("edit"), primary: true });
  const path = `/api/v1/organizations/${context.organizationId}/communication-plan/${planItem.id}`;
  return (
    <DetailFrame
      archived={archivedOf(planItem, permits(communicationPlanAccess.archive, context), path)}
      title={planItem.topic}
      subtitle={`${t(`channels.${planItem.channel}`)} · ${tFrequency(planItem.frequency)}`}
      actions={actions}
      more={
        canEdit && !planItem.archivedDate ? (
          <RemovalButton kind="archive" path={path} name={planItem.topic} afterHref={PLAN} />
        ) : null
      }
    >
      <PlanItemFacts planItem={planItem} />
      <PlanCommunications
        context={context}
        planItemId={planItem.id}
        canLog={permits(communicationAccess.create, context) && !planItem.archivedDate}
      />
      <HistoryPanel path={`${path}/history`} />
    </DetailFrame>
  );
}

export default withClientMessages(PlanItemPage, "(app)/operation/communication/plan/[id]");
