import AddIcon from "@mui/icons-material/Add";
import { Stack, Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import { FoldedEventCharts } from "@/components/modules/evaluation/events/folded-charts";
import { LazyEventStatisticsCharts } from "@/components/modules/evaluation/events/lazy";
import { EventsGrid } from "@/components/modules/evaluation/events/events-grid";
import { RefreshOnChange } from "@/components/platform/data-grid/refresh-on-change";
import { LinkButton } from "@/components/platform/ui/link-button";
import { PageHeader } from "@/components/platform/ui/page-header";
import { Section } from "@/components/platform/ui/section";
import { permits } from "@/lib/platform/auth/access";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { isPhoneRequest } from "@/lib/platform/http/device";
import { listStateFromUrl } from "@/lib/platform/lists/url-state";
import { eventAccess } from "@/lib/modules/evaluation/events/access";
import { listEvents } from "@/lib/modules/evaluation/events/data";
import { eventList } from "@/lib/modules/evaluation/events/schema";
import { eventStatistics } from "@/lib/modules/evaluation/events/statistics";
import { listAreas } from "@/lib/modules/organization/structure/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("events"))("title") };
}

async function EventHandlingPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("events");
  const format = await getFormatter();
  const { context } = await getPageContext();
  const canReport = permits(eventAccess.create, context);
  const { state, query } = listStateFromUrl(await searchParams, eventList);
  const [page, statistics, areas, phone] = await Promise.all([
    listEvents(context, query),
    eventStatistics([context.organizationId]),
    listAreas(context),
    isPhoneRequest(),
  ]);
  const filtered = Object.keys(state.filters).length > 0;
  const monthLabels = statistics.months.map(({ month }) =>
    format.dateTime(new Date(`${month}-15T12:00:00Z`), { month: "short", year: "2-digit" }),
  );
  // a phone shows its rows first and the statistics after them, the charts folded
  const statisticsSection = (
    <Section title={t("statistics.title")}>
      <Stack direction="row" spacing={4} sx={{ mb: 2, flexWrap: "wrap" }} component="dl">
        <div>
          <Typography component="dt" color="text.secondary">
            {t("statistics.daysSinceLastAccident")}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0 }} data-testid="days-since-accident">
            {statistics.daysSinceLastAccident ?? t("statistics.noAccident")}
          </Typography>
        </div>
        <div>
          <Typography component="dt" color="text.secondary">
            {t("statistics.open")}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0 }}>
            {statistics.open}
          </Typography>
        </div>
      </Stack>
      {phone ? (
        <FoldedEventCharts statistics={statistics} monthLabels={monthLabels} />
      ) : (
        <LazyEventStatisticsCharts statistics={statistics} monthLabels={monthLabels} />
      )}
    </Section>
  );
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t("title")}
        actions={
          canReport ? (
            <LinkButton href="/events/new" variant="contained" startIcon={<AddIcon />}>
              {t("add")}
            </LinkButton>
          ) : null
        }
      >
        <Typography color="text.secondary">{t("intro")}</Typography>
      </PageHeader>
      <RefreshOnChange kind="event" />
      {phone ? null : statisticsSection}
      <EventsGrid
        key={context.organizationId}
        areas={areas.map((area) => ({ id: area.id, name: area.name }))}
        empty={filtered || !canReport ? t("empty") : t("emptyEditor")}
        view={{
          state,
          exportPath: `/api/v1/organizations/${context.organizationId}/events`,
          page: {
            ...page,
            content: page.content.map((event) => ({
              id: event.id,
              occurredAt: format.dateTime(event.occurredAt, "timestamp"),
              title: event.title,
              kind: event.kind,
              importance: event.importance,
              accidentOccurred: event.accidentOccurred,
              place: event.area?.name ?? event.location,
              status: event.status,
              openActions: event.openActions,
              lastModifiedDate: event.lastModifiedDate.toISOString(),
            })),
          },
        }}
      />
      {phone ? statisticsSection : null}
    </Stack>
  );
}

export default withClientMessages(EventHandlingPage, "(app)/evaluation/event-handling");
