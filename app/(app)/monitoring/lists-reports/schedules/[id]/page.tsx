import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { ScheduleFacts } from "@/components/modules/monitoring/reports/schedule-facts";
import { HistoryPanel } from "@/components/platform/audit/history-panel";
import { withClientMessages } from "@/components/platform/providers/client-messages";
import { RemovalButton } from "@/components/platform/removal/removal-button";
import { archivedOf, DetailFrame } from "@/components/platform/ui/detail-frame";
import { Section } from "@/components/platform/ui/section";
import { permits } from "@/lib/platform/auth/access";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { reportsAccess } from "@/lib/modules/monitoring/reports/access";
import { getSchedule } from "@/lib/modules/monitoring/reports/data";

const BASE = "/monitoring/lists-reports";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("reports");
  return recordTitle(params, getSchedule, {
    record: (schedule) => t("schedules.recordTitle", { report: t(`titles.${schedule.reportKey}`) }),
    new: t("schedules.newTitle"),
  });
}

/**
 * One scheduled report: what it sends, how often, to whom and what it sent last, its history, and
 * for editors changing, archiving (no more e-mails) and restoring it.
 */
async function SchedulePage({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("reports");
  const { context, record: schedule } = await recordPage(params, getSchedule);
  // "new" has its own page; nothing else reaches here without a record
  if (!schedule) notFound();
  const canSchedule = permits(reportsAccess.schedule, context);
  const path = `/api/v1/organizations/${context.organizationId}/report-schedules/${schedule.id}`;
  const title = t("schedules.recordTitle", { report: t(`titles.${schedule.reportKey}`) });
  const actions: { href: string; label: string; primary?: boolean }[] = [{ href: BASE, label: t("schedules.back") }];
  if (canSchedule && !schedule.archivedDate) {
    actions.push({ href: `${BASE}/schedules/${schedule.id}/edit`, label: t("schedules.edit"), primary: true });
  }
  return (
    <DetailFrame
      archived={archivedOf(schedule, canSchedule, path)}
      title={title}
      subtitle={t(`frequencies.${schedule.frequency}`)}
      actions={actions}
      more={
        canSchedule && !schedule.archivedDate ? (
          <RemovalButton kind="archive" path={path} name={title} afterHref={BASE} />
        ) : null
      }
    >
      <Section>
        <ScheduleFacts schedule={schedule} />
      </Section>
      <HistoryPanel path={`${path}/history`} />
    </DetailFrame>
  );
}

export default withClientMessages(SchedulePage, "(app)/monitoring/lists-reports/schedules/[id]");
