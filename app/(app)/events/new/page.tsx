import { getTranslations } from "next-intl/server";
import { ReportEventForm } from "@/components/modules/evaluation/events/report-event-form";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { listAreas } from "@/lib/modules/organization/structure/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("events"))("newTitle") };
}

/** Reporting an event: the phone's quick action leads here. */
async function ReportEventPage() {
  const { context } = await getPageContext();
  const areas = await listAreas(context);
  return (
    <ReportEventForm
      // another organization's report starts from its own draft
      key={context.organizationId}
      organizationId={context.organizationId}
      areas={areas.map((area) => ({ id: area.id, name: area.name }))}
    />
  );
}

export default withClientMessages(ReportEventPage, "(app)/events/new");
