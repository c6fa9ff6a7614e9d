import { getTranslations } from "next-intl/server";
import { CommunicationFacts } from "@/components/modules/operation/communication/communication-facts";
import { LazyCommunicationForm } from "@/components/modules/operation/communication/lazy";
import { SourceActions } from "@/components/modules/planning/action-plan/source-actions";
import { HistoryPanel } from "@/components/platform/audit/history-panel";
import { ReadOnlyDocuments } from "@/components/platform/files/read-only-documents";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { archivedOf, DetailFrame } from "@/components/platform/ui/detail-frame";
import { Section } from "@/components/platform/ui/section";
import { permits } from "@/lib/platform/auth/access";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { communicationAccess } from "@/lib/modules/operation/communication/access";
import { getCommunication, getPlanItem } from "@/lib/modules/operation/communication/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

const BASE = "/operation/communication";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type SearchParams = { planItemId?: string; kind?: string };

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("communication.log");
  return recordTitle(params, getCommunication, {
    record: (communication) => communication.subject,
    new: t("newTitle"),
  });
}

/**
 * What a new communication starts from: today, a complaint when `?kind=COMPLAINT`, and the plan line
 * of `?planItemId=` (its way and channel) when it is the organization's.
 */
async function startOf(context: OrgContext, search: SearchParams) {
  const planItemId = search.planItemId && UUID.test(search.planItemId) ? search.planItemId : null;
  const planItem = planItemId ? await getPlanItem(context, planItemId).catch(() => null) : null;
  return {
    today: calendarToday().toISOString().slice(0, 10),
    kind: search.kind === "COMPLAINT" ? ("COMPLAINT" as const) : undefined,
    planItem: planItem && {
      id: planItem.id,
      topic: planItem.topic,
      direction: planItem.direction,
      channel: planItem.channel,
    },
  };
}

async function CommunicationPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const t = await getTranslations("communication");
  const { context, record: communication } = await recordPage(params, getCommunication, {
    create: communicationAccess.create,
  });
  if (!communication) {
    return (
      <LazyCommunicationForm
        key={context.organizationId}
        organizationId={context.organizationId}
        communication={null}
        start={await startOf(context, await searchParams)}
      />
    );
  }
  const canEdit = permits(communicationAccess.update, context);
  const actions: { href: string; label: string; primary?: boolean }[] = [{ href: BASE, label: t("log.all") }];
  if (canEdit) actions.push({ href: `${BASE}/${communication.id}/edit`, label: t("edit"), primary: true });
  const path = `/api/v1/organizations/${context.organizationId}/communications/${communication.id}`;
  const who = communication.stakeholder?.name ?? communication.counterpart;
  return (
    <DetailFrame
      archived={archivedOf(communication, permits(communicationAccess.archive, context), path)}
      title={communication.subject}
      subtitle={[t(`kinds.${communication.kind}`), t(`directions.${communication.direction}`), who]
        .filter(Boolean)
        .join(" · ")}
      actions={actions}
      more={
        canEdit && !communication.archivedDate ? (
          <RemovalButton kind="archive" path={path} name={communication.subject} afterHref={BASE} />
        ) : null
      }
    >
      <CommunicationFacts communication={communication} />
      <SourceActions context={context} link={{ communicationId: communication.id }} />
      <Section>
        <ReadOnlyDocuments organizationId={context.organizationId} files={communication.files} />
      </Section>
      <HistoryPanel path={`${path}/history`} />
    </DetailFrame>
  );
}

export default withClientMessages(CommunicationPage, "(app)/operation/communication/[id]");
