import { getTranslations } from "next-intl/server";
import { InspectionFacts } from "@/components/modules/monitoring/control-book/inspection-facts";
import { LazyInspectionForm, LazyInspectionQuestions } from "@/components/modules/monitoring/control-book/lazy";
import { SourceActions } from "@/components/modules/planning/action-plan/source-actions";
import { RaiseEventButton } from "@/components/modules/monitoring/control-book/raise-event-button";
import { ReadOnlyDocuments } from "@/components/platform/files/read-only-documents";
import { archivedOf, DetailFrame } from "@/components/platform/ui/detail-frame";
import { HistoryPanel } from "@/components/platform/audit/history-panel";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { Section } from "@/components/platform/ui/section";
import { permits } from "@/lib/platform/auth/access";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { inspectionAccess } from "@/lib/modules/monitoring/control-book/access";
import { getInspection } from "@/lib/modules/monitoring/control-book/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

const BASE = "/monitoring/control-book/inspections";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("controlBook.inspections");
  return recordTitle(params, getInspection, { record: (inspection) => inspection.title, new: t("newTitle") });
}

async function InspectionPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("controlBook");
  const { context, record: inspection } = await recordPage(params, getInspection, { create: inspectionAccess.create });
  if (!inspection) return <LazyInspectionForm organizationId={context.organizationId} inspection={null} />;
  const canEdit = permits(inspectionAccess.update, context);
  const actions = [{ href: "/monitoring/control-book", label: t("allInspections") }];
  if (canEdit && inspection.status === "PENDING" && !inspection.archivedDate) {
    actions.push({
      href: `${BASE}/${inspection.id}/edit?complete=true`,
      label: t("complete"),
      primary: true,
    } as (typeof actions)[number]);
  }
  if (canEdit) actions.push({ href: `${BASE}/${inspection.id}/edit`, label: t("edit") } as (typeof actions)[number]);
  const path = `/api/v1/organizations/${context.organizationId}/inspections/${inspection.id}`;
  // an agreement's pending inspection is its next date: it is completed, or its agreement archived
  const archivable = canEdit && !inspection.archivedDate && !(inspection.agreement && inspection.status === "PENDING");
  // a failed inspection, or one with findings, raises an event once (see raiseEventFromInspection)
  const canRaise =
    permits(inspectionAccess.raiseEvent, context) &&
    inspection.status === "DONE" &&
    !inspection.eventId &&
    (inspection.result === "FAILED" || !!inspection.findings);
  return (
    <DetailFrame
      archived={archivedOf(inspection, permits(inspectionAccess.archive, context), path)}
      title={inspection.title}
      subtitle={t(`statuses.${inspection.status}`)}
      actions={actions}
      more={
        <>
          {canRaise ? <RaiseEventButton path={path} /> : null}
          {archivable ? (
            <RemovalButton kind="archive" path={path} name={inspection.title} afterHref="/monitoring/control-book" />
          ) : null}
        </>
      }
    >
      <InspectionFacts inspection={inspection} />
      {inspection.questionnaire ? (
        <LazyInspectionQuestions
          organizationId={context.organizationId}
          inspection={inspection}
          // answered while pending; a done inspection keeps its answers as recorded
          editable={
            permits(inspectionAccess.answer, context) && inspection.status === "PENDING" && !inspection.archivedDate
          }
        />
      ) : null}
      <SourceActions context={context} link={{ inspectionId: inspection.id }} />
      <Section>
        <ReadOnlyDocuments organizationId={context.organizationId} files={inspection.files} />
      </Section>
      <HistoryPanel path={`${path}/history`} />
    </DetailFrame>
  );
}

export default withClientMessages(InspectionPage, "(app)/monitoring/control-book/inspections/[id]");
