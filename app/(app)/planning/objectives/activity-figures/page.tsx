import { Stack, Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import { LazyActivityFigureForm, LazyActivityValuesForm } from "@/components/modules/planning/objectives/lazy";
import { LinkButton } from "@/components/platform/ui/link-button";
import { PageHeader } from "@/components/platform/ui/page-header";
import { Section } from "@/components/platform/ui/section";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { listStateFromUrl } from "@/lib/platform/lists/url-state";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { listActivityFigures } from "@/lib/modules/planning/objectives/activity-figures";
import { activityFigureList } from "@/lib/modules/planning/objectives/schema";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("objectives"))("figures.title") };
}

const BASE = "/planning/objectives/activity-figures";

/** The activity figures with a year of their months each (`?year=`, this year by default), and a new one. */
async function ActivityFiguresPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("objectives");
  const format = await getFormatter();
  const { context } = await getPageContext();
  const thisYear = calendarToday().getUTCFullYear();
  const asked = Number((await searchParams).year);
  const year = Number.isInteger(asked) && asked >= 2000 && asked <= thisYear + 1 ? asked : thisYear;
  const figures = await listActivityFigures(context, { ...listStateFromUrl({}, activityFigureList).query, size: 100 });
  const monthLabels = Array.from({ length: 12 }, (_, index) =>
    format.dateTime(new Date(Date.UTC(year, index, 15)), { month: "short" }),
  );
  const years = Array.from({ length: 6 }, (_, index) => thisYear + 1 - index);
  return (
    <Stack spacing={2}>
      <PageHeader title={t("figures.title")} actions={<LinkButton href="/planning/objectives">{t("back")}</LinkButton>}>
        <Typography color="text.secondary">{t("figures.intro")}</Typography>
      </PageHeader>
      <Stack component="nav" direction="row" spacing={1} aria-label={t("figures.year")} sx={{ flexWrap: "wrap" }}>
        {years.map((each) => (
          <LinkButton
            key={each}
            href={`${BASE}?year=${each}`}
            size="small"
            variant={each === year ? "contained" : "text"}
            aria-current={each === year ? "page" : undefined}
          >
            {String(each)}
          </LinkButton>
        ))}
      </Stack>
      {figures.content.length === 0 ? <Typography color="text.secondary">{t("figures.none")}</Typography> : null}
      {figures.content.map((figure) => (
        <Section key={figure.id} title={`${figure.name} · ${t(`figureKinds.${figure.kind}`)} (${figure.unit})`}>
          <LazyActivityValuesForm
            key={`${figure.id}-${year}-${figure.lastModifiedDate}`}
            organizationId={context.organizationId}
            figure={figure}
            year={year}
            monthLabels={monthLabels}
          />
        </Section>
      ))}
      <LazyActivityFigureForm organizationId={context.organizationId} />
    </Stack>
  );
}

export default withClientMessages(ActivityFiguresPage, "(app)/planning/objectives/activity-figures");
