import AddIcon from "@mui/icons-material/Add";
import { Stack, Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import { CommunicationsGrid } from "@/components/modules/operation/communication/communications-grid";
import { PlanGrid } from "@/components/modules/operation/communication/plan-grid";
import { CommunicationViews } from "@/components/modules/operation/communication/views";
import { RefreshOnChange } from "@/components/platform/data-grid/refresh-on-change";
import { LinkButton } from "@/components/platform/ui/link-button";
import { PageHeader } from "@/components/platform/ui/page-header";
import { permits } from "@/lib/platform/auth/access";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { loadList, type SearchParams } from "@/lib/platform/pages/list";
import { communicationAccess, communicationPlanAccess } from "@/lib/modules/operation/communication/access";
import { COMMUNICATION_VIEWS, type CommunicationView } from "@/lib/modules/operation/communication/choices";
import { listCommunications, listPlanItems } from "@/lib/modules/operation/communication/data";
import { communicationList, planItemList } from "@/lib/modules/operation/communication/schema";
import { listAssociations } from "@/lib/modules/organization/stakeholders/data";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("communication"))("title") };
}

const viewOf = (params: SearchParams): CommunicationView =>
  COMMUNICATION_VIEWS.find((name) => name === params.view) ?? "log";

/**
 * Communication: the log (newest first; complaints found by their response's state) or the plan
 * (what falls due first). Each view keeps its own list state in the URL; on a phone the rows come
 * first and the filters wait behind one button.
 */
async function CommunicationPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const t = await getTranslations("communication");
  const format = await getFormatter();
  const day = (date: string | null) => (date ? format.dateTime(new Date(date), "day") : null);
  const params = await searchParams;
  const view = viewOf(params);
  const { context } = await getPageContext();
  const exportBase = `/api/v1/organizations/${context.organizationId}`;
  // the organization's stakeholders, for the stakeholder filter of either view
  const stakeholders = (
    await listAssociations(context, { page: 0, size: 100, sort: "name,asc" } as Parameters<typeof listAssociations>[1])
  ).content.map((row) => ({ id: row.id, name: row.stakeholder.name }));

  let body: React.ReactNode;
  if (view === "plan") {
    const { state, page } = await loadList(Promise.resolve(params), {
      list: planItemList,
      load: listPlanItems,
      create: communicationPlanAccess.create,
    });
    body = (
      <PlanGrid
        key={context.organizationId}
        empty={t("emptyPlan")}
        stakeholders={stakeholders}
        view={{
          state,
          exportPath: `${exportBase}/communication-plan`,
          page: {
            ...page,
            content: page.content.map((row) => ({
              id: row.id,
              topic: row.topic,
              nextDueDate: day(row.nextDueDate),
              dueStatus: row.dueStatus,
              frequency: row.frequency,
              channel: row.channel,
              direction: row.direction,
              internalAudience: row.internalAudience,
              stakeholders: row.stakeholders.map((stakeholder) => stakeholder.name).join(", "),
              responsible: row.responsible?.name ?? null,
              lastModifiedDate: row.lastModifiedDate.toISOString(),
            })),
          },
        }}
      />
    );
  } else {
    const { state, page } = await loadList(Promise.resolve(params), {
      list: communicationList,
      load: listCommunications,
      create: communicationAccess.create,
    });
    body = (
      <CommunicationsGrid
        key={context.organizationId}
        empty={t("emptyLog")}
        stakeholders={stakeholders}
        view={{
          state,
          exportPath: `${exportBase}/communications`,
          page: {
            ...page,
            content: page.content.map((row) => ({
              id: row.id,
              subject: row.subject,
              date: day(row.date)!,
              kind: row.kind,
              direction: row.direction,
              channel: row.channel,
              stakeholder: row.stakeholder?.name ?? row.counterpart,
              responseStatus: row.responseStatus,
              responseDueDate: day(row.responseDueDate),
              planItem: row.planItem?.topic ?? null,
              responsible: row.responsible?.name ?? null,
            })),
          },
        }}
      />
    );
  }

  const canLog = permits(communicationAccess.create, context);
  const canPlan = permits(communicationPlanAccess.create, context);
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t("title")}
        actions={
          <>
            {canPlan && view === "plan" ? (
              <LinkButton href="/operation/communication/plan/new" variant="contained" startIcon={<AddIcon />}>
                {t("addPlanItem")}
              </LinkButton>
            ) : null}
            {canLog && view === "log" ? (
              <>
                <LinkButton href="/operation/communication/new?kind=COMPLAINT" variant="outlined">
                  {t("addComplaint")}
                </LinkButton>
                <LinkButton href="/operation/communication/new" variant="contained" startIcon={<AddIcon />}>
                  {t("addCommunication")}
                </LinkButton>
              </>
            ) : null}
          </>
        }
      >
        <Typography color="text.secondary">{t("intro")}</Typography>
      </PageHeader>
      <CommunicationViews current={view} />
      <RefreshOnChange kind={view === "plan" ? "communication-plan" : "communication"} />
      {body}
    </Stack>
  );
}

export default withClientMessages(CommunicationPage, "(app)/operation/communication");
