import AddIcon from "@mui/icons-material/Add";
import { Stack, Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import { AgreementsGrid } from "@/components/modules/monitoring/control-book/agreements-grid";
import {
  CONTROL_BOOK_VIEWS,
  ControlBookViews,
  type ControlBookView,
} from "@/components/modules/monitoring/control-book/control-book-views";
import { InspectionsGrid } from "@/components/modules/monitoring/control-book/inspections-grid";
import { ControlBookTimeline } from "@/components/modules/monitoring/control-book/timeline";
import { RefreshOnChange } from "@/components/platform/data-grid/refresh-on-change";
import { LinkButton } from "@/components/platform/ui/link-button";
import { PageHeader } from "@/components/platform/ui/page-header";
import { permits } from "@/lib/platform/auth/access";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { loadList, type SearchParams } from "@/lib/platform/pages/list";
import { addMonths } from "@/lib/platform/recurrence/frequency";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { agreementAccess, inspectionAccess } from "@/lib/modules/monitoring/control-book/access";
import { listAgreements, listInspections } from "@/lib/modules/monitoring/control-book/data";
import { agreementList, inspectionList } from "@/lib/modules/monitoring/control-book/schema";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("controlBook"))("title") };
}

const viewOf = (params: SearchParams): ControlBookView => {
  const view = params.view;
  return CONTROL_BOOK_VIEWS.find((name) => name === view) ?? "inspections";
};

/**
 * The control book: the inspections due (pending first by due date, so overdue at the top), the
 * agreements, or the coming year month by month. Each view keeps its own list state in the URL.
 */
async function ControlBookPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const t = await getTranslations("controlBook");
  const format = await getFormatter();
  const day = (date: string | null) => (date ? format.dateTime(new Date(date), "day") : null);
  const params = await searchParams;
  const view = viewOf(params);
  const { context } = await getPageContext();
  const exportBase = `/api/v1/organizations/${context.organizationId}`;

  let body: React.ReactNode;
  if (view === "agreements") {
    const { state, page, filtered } = await loadList(Promise.resolve(params), {
      list: agreementList,
      load: listAgreements,
      create: agreementAccess.create,
    });
    body = (
      <AgreementsGrid
        key={context.organizationId}
        canOpen={permits(agreementAccess.open, context)}
        empty={filtered ? t("emptyAgreements") : t("emptyAgreements")}
        view={{
          state,
          exportPath: `${exportBase}/agreements`,
          page: {
            ...page,
            content: page.content.map((row) => ({
              id: row.id,
              title: row.title,
              type: row.type,
              frequency: row.frequency,
              nextDueDate: day(row.nextDueDate),
              dueStatus: row.dueStatus,
              responsible: row.responsible?.name ?? null,
              stakeholder: row.stakeholder?.name ?? null,
              startsAt: day(row.startsAt)!,
              lastModifiedDate: row.lastModifiedDate.toISOString(),
            })),
          },
        }}
      />
    );
  } else if (view === "timeline") {
    const today = calendarToday();
    const page = await listInspections(context, {
      page: 0,
      size: 100,
      sort: "dueDate,asc",
      status: "PENDING",
      dueFrom: today.toISOString().slice(0, 10),
      dueTo: addMonths(today, 12).toISOString().slice(0, 10),
    } as Parameters<typeof listInspections>[1]);
    body = <ControlBookTimeline items={page.content} canOpen={permits(inspectionAccess.open, context)} />;
  } else {
    // the pending inspections unless the URL asks otherwise
    const withDefault =
      params.status === undefined && params.q === undefined ? { ...params, status: "PENDING" } : params;
    const { state, page } = await loadList(Promise.resolve(withDefault), {
      list: inspectionList,
      load: listInspections,
      create: inspectionAccess.create,
    });
    body = (
      <InspectionsGrid
        key={context.organizationId}
        canOpen={permits(inspectionAccess.open, context)}
        empty={t("emptyInspections")}
        view={{
          state,
          exportPath: `${exportBase}/inspections`,
          page: {
            ...page,
            content: page.content.map((row) => ({
              id: row.id,
              title: row.title,
              type: row.type,
              status: row.status,
              dueStatus: row.dueStatus,
              dueDate: day(row.dueDate)!,
              performedAt: day(row.performedAt),
              result: row.result,
              responsible: row.responsible?.name ?? null,
              machine: row.machine?.name ?? null,
            })),
          },
        }}
      />
    );
  }

  const canCreate = permits(agreementAccess.create, context);
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t("title")}
        actions={
          canCreate ? (
            <>
              <LinkButton href="/monitoring/control-book/inspections/new" variant="outlined">
                {t("addInspection")}
              </LinkButton>
              <LinkButton href="/monitoring/control-book/agreements/new" variant="contained" startIcon={<AddIcon />}>
                {t("addAgreement")}
              </LinkButton>
            </>
          ) : null
        }
      >
        <Typography color="text.secondary">{t("intro")}</Typography>
      </PageHeader>
      <ControlBookViews current={view} />
      <RefreshOnChange kind="inspection" />
      <RefreshOnChange kind="agreement" />
      {body}
    </Stack>
  );
}

export default withClientMessages(ControlBookPage, "(app)/monitoring/control-book");
