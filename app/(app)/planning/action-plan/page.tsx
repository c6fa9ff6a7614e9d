import AddIcon from "@mui/icons-material/Add";
import { Stack, Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import { ActionBoard, type BoardColumn } from "@/components/modules/planning/action-plan/action-board";
import { ActionsGrid } from "@/components/modules/planning/action-plan/actions-grid";
import { planRow } from "@/components/modules/planning/action-plan/plan-rows";
import { ActionViewSwitch } from "@/components/modules/planning/action-plan/view-switch";
import { RefreshOnChange } from "@/components/platform/data-grid/refresh-on-change";
import { LinkButton } from "@/components/platform/ui/link-button";
import { PageHeader } from "@/components/platform/ui/page-header";
import { permits } from "@/lib/platform/auth/access";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { listStateFromUrl } from "@/lib/platform/lists/url-state";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { actionAccess } from "@/lib/modules/planning/action-plan/access";
import { ACTION_STATUSES } from "@/lib/modules/planning/action-plan/choices";
import { listActions, responsibleOptions } from "@/lib/modules/planning/action-plan/data";
import { actionList } from "@/lib/modules/planning/action-plan/schema";
import { listAreas } from "@/lib/modules/organization/structure/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("actionPlan"))("title") };
}

/** Cards a board column shows; the rest are a link to the list filtered to the column's status. */
const BOARD_CARDS = 25;

/** The action plan of the organization and those below it, as a list or as a board by status. */
async function ActionPlanPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("actionPlan");
  const format = await getFormatter();
  const { context } = await getPageContext();
  const params = await searchParams;
  const board = params.view === "board";
  const { state, query } = listStateFromUrl(params, actionList);
  const today = calendarToday().toISOString().slice(0, 10);
  const rowFormat = {
    day: (date: string) => format.dateTime(new Date(date), "day"),
    source: (source: string) => t(`sources.${source}`),
  };
  const canCreate = permits(actionAccess.create, context);
  const header = (
    <PageHeader
      title={t("title")}
      actions={
        <>
          <ActionViewSwitch board={board} filters={state.filters} />
          {canCreate ? (
            <LinkButton href="/planning/action-plan/new" variant="contained" startIcon={<AddIcon />}>
              {t("add")}
            </LinkButton>
          ) : null}
        </>
      }
    >
      <Typography color="text.secondary">{t("intro")}</Typography>
    </PageHeader>
  );
  if (board) {
    const statuses = query.status && query.status !== "OPEN" ? [query.status] : ACTION_STATUSES;
    const columns: BoardColumn[] = await Promise.all(
      statuses.map(async (status) => {
        const page = await listActions(context, { ...query, status, page: 0, size: BOARD_CARDS });
        const search = new URLSearchParams({ ...state.filters, status });
        return {
          status,
          total: page.totalElements,
          cards: page.content.map((action) => planRow(action, context.organizationId, today, rowFormat)),
          listHref: `/planning/action-plan?${search}`,
        };
      }),
    );
    return (
      <Stack spacing={2}>
        {header}
        <RefreshOnChange kind="action" />
        <ActionBoard columns={columns} today={today} />
      </Stack>
    );
  }
  const [page, areas, responsibles] = await Promise.all([
    listActions(context, query),
    listAreas(context),
    responsibleOptions(context),
  ]);
  const filtered = Object.keys(state.filters).length > 0;
  return (
    <Stack spacing={2}>
      {header}
      <RefreshOnChange kind="action" />
      <ActionsGrid
        key={context.organizationId}
        areas={areas.map((area) => ({ id: area.id, name: area.name }))}
        responsibles={responsibles}
        empty={filtered || !canCreate ? t("empty") : t("emptyEditor")}
        view={{
          state,
          exportPath: `/api/v1/organizations/${context.organizationId}/actions`,
          page: {
            ...page,
            content: page.content.map((action) => planRow(action, context.organizationId, today, rowFormat)),
          },
        }}
      />
    </Stack>
  );
}

export default withClientMessages(ActionPlanPage, "(app)/planning/action-plan");
