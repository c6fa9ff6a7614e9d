import { getTranslations } from "next-intl/server";
import { LazyScheduleForm } from "@/components/modules/monitoring/reports/lazy";
import { hasOrganizationsBelow, openableReports } from "@/components/modules/monitoring/reports/report-screen-context";
import { withClientMessages } from "@/components/platform/providers/client-messages";
import { getPageContext } from "@/lib/platform/auth/page-context";
import type { SearchParams } from "@/lib/platform/pages/list";

export async function generateMetadata() {
  return { title: (await getTranslations("reports.schedules"))("newTitle") };
}

/** A new scheduled report; `?report=` is the one chosen in the catalogue, when the person may open it. */
async function NewSchedulePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = await getPageContext();
  const reportKeys = openableReports(page).map((report) => report.key);
  const asked = (await searchParams).report;
  const preselected = reportKeys.find((key) => key === asked);
  return (
    <LazyScheduleForm
      key={page.context.organizationId}
      organizationId={page.context.organizationId}
      schedule={null}
      reportKeys={reportKeys}
      preselected={preselected}
      hasBelow={hasOrganizationsBelow(page)}
    />
  );
}

export default withClientMessages(NewSchedulePage, "(app)/monitoring/lists-reports/schedules/new");
