import { getTranslations } from "next-intl/server";
import { hasOrganizationsBelow, openableReports } from "@/components/modules/monitoring/reports/report-screen-context";
import { ScheduleForm } from "@/components/modules/monitoring/reports/schedule-form";
import { withClientMessages } from "@/components/platform/providers/client-messages";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { recordPage, recordTitle } from "@/lib/platform/pages/record";
import { reportsAccess } from "@/lib/modules/monitoring/reports/access";
import { getSchedule } from "@/lib/modules/monitoring/reports/data";

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const t = await getTranslations("reports.schedules");
  return recordTitle(params, getSchedule, { record: () => t("editTitle"), new: t("newTitle") });
}

/** A scheduled report's form; its own report stays offered even where the person may no longer open it. */
async function EditSchedulePage({ params }: { params: Promise<{ id: string }> }) {
  const page = await getPageContext();
  const { context, record } = await recordPage(params, getSchedule, { create: reportsAccess.schedule });
  const reportKeys = openableReports(page).map((report) => report.key);
  if (record && !reportKeys.includes(record.reportKey)) reportKeys.push(record.reportKey);
  return (
    <ScheduleForm
      key={context.organizationId}
      organizationId={context.organizationId}
      schedule={record}
      reportKeys={reportKeys}
      hasBelow={hasOrganizationsBelow(page)}
    />
  );
}

export default withClientMessages(EditSchedulePage, "(app)/monitoring/lists-reports/schedules/[id]/edit");
