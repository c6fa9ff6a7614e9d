import AddIcon from "@mui/icons-material/Add";
import { Box, Stack, Typography } from "@mui/material";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { monthChoices, quickPeriods } from "@/components/modules/monitoring/reports/period-choices";
import { ReportCatalogue } from "@/components/modules/monitoring/reports/report-catalogue";
import { reportOptionsFromUrl } from "@/components/modules/monitoring/reports/report-options-from-url";
import { hasOrganizationsBelow, openableReports } from "@/components/modules/monitoring/reports/report-screen-context";
import { SchedulesGrid, type ScheduleGridRow } from "@/components/modules/monitoring/reports/schedules-grid";
import { RefreshOnChange } from "@/components/platform/data-grid/refresh-on-change";
import { withClientMessages } from "@/components/platform/providers/client-messages";
import { LinkButton } from "@/components/platform/ui/link-button";
import { PageHeader } from "@/components/platform/ui/page-header";
import { permits } from "@/lib/platform/auth/access";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { listPage } from "@/lib/platform/lists/query";
import { listStateFromUrl } from "@/lib/platform/lists/url-state";
import type { SearchParams } from "@/lib/platform/pages/list";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { reportsAccess } from "@/lib/modules/monitoring/reports/access";
import { scheduleSource } from "@/lib/modules/monitoring/reports/data";
import type { ScheduleDto } from "@/lib/modules/monitoring/reports/dto";
import { REPORT_KEYS } from "@/lib/modules/monitoring/reports/keys";
import { scheduleList } from "@/lib/modules/monitoring/reports/schema";

export async function generateMetadata() {
  return { title: (await getTranslations("reports"))("title") };
}

const SCHEDULES = "/monitoring/lists-reports/schedules";

/**
 * Lists and reports: the ready reports the person may open, each as PDF and XLSX for the period and
 * organizations chosen once for all of them, and below them the reports sent to members by e-mail
 * each month or quarter, a server-paged list like every other.
 */
async function ListsReportsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const t = await getTranslations("reports");
  const format = await getFormatter();
  const locale = await getLocale();
  const page = await getPageContext();
  const { context } = page;
  const params = await searchParams;
  const today = calendarToday();
  const hasBelow = hasOrganizationsBelow(page);
  const options = reportOptionsFromUrl(params, today, hasBelow);
  const canSchedule = permits(reportsAccess.schedule, context);
  const entries = openableReports(page).map((report) => {
    const title = t(`titles.${report.key}`);
    return {
      key: report.key,
      title,
      description: t(`descriptions.${report.key}`),
      dated: report.dated,
      labels: {
        pdf: t("entry.downloadLabel", { report: title, format: "PDF" }),
        xlsx: t("entry.downloadLabel", { report: title, format: "XLSX" }),
        schedule: t("entry.scheduleLabel", { report: title }),
      },
    };
  });

  const { state, query } = listStateFromUrl(params, scheduleList);
  const schedules = await listPage(scheduleList, query, scheduleSource(context, query));
  const row = (schedule: ScheduleDto): ScheduleGridRow => ({
    id: schedule.id,
    reportKey: t(`titles.${schedule.reportKey}`),
    frequency: t(`frequencies.${schedule.frequency}`),
    formats: schedule.formats.map((file) => t(`formats.${file}`)).join(", "),
    recipients: schedule.recipients.map((recipient) => recipient.name).join(", "),
    lastDelivery: schedule.lastDelivery
      ? format.dateTime(schedule.lastDelivery.sentDate, "day")
      : t("schedules.notSent"),
    lastModifiedDate: schedule.lastModifiedDate.toISOString(),
  });
  const filtered = Object.keys(state.filters).length > 0;

  return (
    <Stack spacing={3}>
      <PageHeader title={t("title")}>
        <Typography color="text.secondary">{t("intro")}</Typography>
      </PageHeader>
      <ReportCatalogue
        // another organization's screen starts from its own address
        key={context.organizationId}
        organizationId={context.organizationId}
        entries={entries}
        initial={options}
        months={monthChoices(today, locale, options)}
        quick={quickPeriods(today)}
        hasBelow={hasBelow}
        canSchedule={canSchedule}
      />
      <Stack component="section" spacing={1.5} aria-labelledby="report-schedules">
        <Box
          sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, alignItems: "center", justifyContent: "space-between" }}
        >
          <Typography variant="h6" component="h2" id="report-schedules">
            {t("schedules.title")}
          </Typography>
          {canSchedule ? (
            <LinkButton href={`${SCHEDULES}/new`} variant="contained" startIcon={<AddIcon />}>
              {t("schedules.add")}
            </LinkButton>
          ) : null}
        </Box>
        <Typography color="text.secondary">{t("schedules.intro")}</Typography>
        <RefreshOnChange kind="reportSchedule" />
        <SchedulesGrid
          key={context.organizationId}
          empty={filtered || !canSchedule ? t("schedules.empty") : t("schedules.emptyEditor")}
          reports={REPORT_KEYS.map((key) => ({ value: key, label: t(`titles.${key}`) }))}
          view={{
            state,
            exportPath: `/api/v1/organizations/${context.organizationId}/report-schedules`,
            page: { ...schedules, content: schedules.content.map(row) },
          }}
        />
      </Stack>
    </Stack>
  );
}

export default withClientMessages(ListsReportsPage, "(app)/monitoring/lists-reports");
