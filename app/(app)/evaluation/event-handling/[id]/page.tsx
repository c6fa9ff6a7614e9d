import { redirect } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { EventFacts, InvestigationSummary } from "@/components/modules/evaluation/events/event-facts";
import { LazyInvestigationForm } from "@/components/modules/evaluation/events/lazy";
import { HistoryPanel } from "@/components/platform/audit/history-panel";
import { ReadOnlyDocuments } from "@/components/platform/files/read-only-documents";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { archivedOf, DetailFrame } from "@/components/platform/ui/detail-frame";
import { Section } from "@/components/platform/ui/section";
import { permits } from "@/lib/platform/auth/access";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { eventAccess } from "@/lib/modules/evaluation/events/access";
import { inspectionAccess } from "@/lib/modules/monitoring/control-book/access";
import { getEvent } from "@/lib/modules/evaluation/events/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

const BASE = "/evaluation/event-handling";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("events");
  return recordTitle(params, getEvent, { record: (event) => event.title, new: t("newTitle") });
}

async function EventPage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("events");
  const format = await getFormatter();
  const { context, record: event } = await recordPage(params, getEvent, { create: eventAccess.create });
  // a new event is reported on the reporting screen
  if (!event) redirect("/events/new");
  const canEdit = permits(eventAccess.update, context);
  const path = `/api/v1/organizations/${context.organizationId}/events/${event.id}`;
  return (
    <DetailFrame
      archived={archivedOf(event, permits(eventAccess.archive, context), path)}
      title={event.title}
      subtitle={t("detail.reported", {
        name: event.reporterName || "–",
        date: format.dateTime(new Date(event.createdDate), "timestamp"),
      })}
      actions={[{ href: BASE, label: t("detail.back") }]}
      more={
        canEdit && !event.archivedDate ? (
          <RemovalButton kind="archive" path={path} name={event.title} afterHref={BASE} />
        ) : null
      }
    >
      <Section title={t("detail.facts")}>
        <EventFacts
          organizationId={context.organizationId}
          event={event}
          linkInspections={permits(inspectionAccess.open, context)}
        />
      </Section>
      {canEdit ? (
        <LazyInvestigationForm
          key={event.lastModifiedDate.toString()}
          organizationId={context.organizationId}
          event={event}
        />
      ) : (
        <Section title={t("form.title")}>
          <InvestigationSummary event={event} />
        </Section>
      )}
      {event.files.length ? (
        <Section>
          <ReadOnlyDocuments organizationId={context.organizationId} files={event.files} />
        </Section>
      ) : null}
      <HistoryPanel path={`${path}/history`} />
    </DetailFrame>
  );
}

export default withClientMessages(EventPage, "(app)/evaluation/event-handling/[id]");
