import { getTranslations } from "next-intl/server";
import { ReportEventForm } from "@/components/modules/evaluation/events/report-event-form";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { listAreas } from "@/lib/modules/organization/structure/data";
import { readPrefill } from "@/lib/modules/evaluation/events/report-link";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("events"))("newTitle") };
}

/**
 * Reporting an event: the phone's quick action leads here, and so do an area's QR label and a
 * machine's page, which name the area and the place (`?areaId=…&location=…`).
 */
async function ReportEventPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { context } = await getPageContext();
  const areas = await listAreas(context);
  const prefill = readPrefill(
    await searchParams,
    areas.map((area) => area.id),
  );
  return (
    <ReportEventForm
      // another organization's report starts from its own draft
      key={context.organizationId}
      organizationId={context.organizationId}
      areas={areas.map((area) => ({ id: area.id, name: area.name }))}
      prefill={prefill}
    />
  );
}

export default withClientMessages(ReportEventPage, "(app)/events/new");
