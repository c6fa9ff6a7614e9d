import AddIcon from "@mui/icons-material/Add";
import { Stack, Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import { ObjectivesGrid } from "@/components/modules/planning/objectives/objectives-grid";
import { RefreshOnChange } from "@/components/platform/data-grid/refresh-on-change";
import { LinkButton } from "@/components/platform/ui/link-button";
import { PageHeader } from "@/components/platform/ui/page-header";
import { permits } from "@/lib/platform/auth/access";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { listStateFromUrl } from "@/lib/platform/lists/url-state";
import { objectiveAccess } from "@/lib/modules/planning/objectives/access";
import { listObjectives } from "@/lib/modules/planning/objectives/data";
import { objectiveList } from "@/lib/modules/planning/objectives/schema";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("objectives"))("title") };
}

const BASE = "/planning/objectives";

/** The objectives with their status, progress, latest value against the target, and next action. */
async function ObjectivesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("objectives");
  const format = await getFormatter();
  const { context } = await getPageContext();
  const { state, query } = listStateFromUrl(await searchParams, objectiveList);
  const page = await listObjectives(context, query);
  const canCreate = permits(objectiveAccess.create, context);
  const figure = (value: number | null, unit: string) =>
    value === null ? "–" : `${format.number(value, { maximumFractionDigits: 2 })} ${unit}`;
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t("title")}
        actions={
          <>
            <LinkButton href={`${BASE}/activity-figures`} variant="outlined">
              {t("figures.open")}
            </LinkButton>
            {canCreate ? (
              <LinkButton href={`${BASE}/new`} variant="contained" startIcon={<AddIcon />}>
                {t("add")}
              </LinkButton>
            ) : null}
          </>
        }
      >
        <Typography color="text.secondary">{t("intro")}</Typography>
      </PageHeader>
      <RefreshOnChange kind="objective" />
      <ObjectivesGrid
        key={context.organizationId}
        empty={Object.keys(state.filters).length || !canCreate ? t("empty") : t("emptyEditor")}
        view={{
          state,
          exportPath: `/api/v1/organizations/${context.organizationId}/objectives`,
          page: {
            ...page,
            content: page.content.map((objective) => ({
              id: objective.id,
              title: objective.title,
              status: objective.progress.status,
              progress:
                objective.progress.progress === null
                  ? "–"
                  : format.number(objective.progress.progress, { style: "percent", maximumFractionDigits: 0 }),
              latest: figure(objective.progress.latest?.actual ?? null, objective.progress.unit),
              target: figure(Number(objective.targetValue), objective.progress.unit),
              targetDate: format.dateTime(new Date(objective.targetDate), "day"),
              nextAction: objective.nextAction?.title ?? "–",
            })),
          },
        }}
      />
    </Stack>
  );
}

export default withClientMessages(ObjectivesPage, "(app)/planning/objectives");
