import AddIcon from "@mui/icons-material/Add";
import { Stack, Typography } from "@mui/material";
import { getTranslations } from "next-intl/server";
import { HandlersGrid } from "@/components/modules/monitoring/waste/handlers-grid";
import { WasteAccount } from "@/components/modules/monitoring/waste/waste-account";
import { WasteTabs } from "@/components/modules/monitoring/waste/waste-tabs";
import { RefreshOnChange } from "@/components/platform/data-grid/refresh-on-change";
import { LinkButton } from "@/components/platform/ui/link-button";
import { PageHeader } from "@/components/platform/ui/page-header";
import { permits } from "@/lib/platform/auth/access";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { loadList, type SearchParams } from "@/lib/platform/pages/list";
import { wasteAccess } from "@/lib/modules/monitoring/waste/access";
import { getWasteAccount } from "@/lib/modules/monitoring/waste/account";
import { listHandlers } from "@/lib/modules/monitoring/waste/data";
import { accountQuerySchema, handlerList } from "@/lib/modules/monitoring/waste/schema";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("waste"))("title") };
}

/** The waste handlers (the list kit's grid), or with `?view=account` the waste account of a year. */
async function WastePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const t = await getTranslations("waste");
  const params = await searchParams;
  const { context } = await getPageContext();
  const canEdit = permits(wasteAccess.create, context);
  const accountView = params.view === "account";
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t("title")}
        actions={
          canEdit ? (
            <LinkButton href="/monitoring/waste/new/edit" variant="contained" startIcon={<AddIcon />}>
              {t("handlers.add")}
            </LinkButton>
          ) : null
        }
      >
        <Typography color="text.secondary">{t("intro")}</Typography>
      </PageHeader>
      <WasteTabs current={accountView ? "account" : "handlers"} />
      {accountView ? <AccountView params={params} /> : <HandlersView params={params} canEdit={canEdit} />}
    </Stack>
  );
}

async function AccountView({ params }: { params: SearchParams }) {
  const { context } = await getPageContext();
  const parsed = accountQuerySchema.safeParse({ year: params.year });
  const account = await getWasteAccount(context, parsed.success ? parsed.data : accountQuerySchema.parse({}));
  return (
    <>
      <RefreshOnChange kind="waste-registration" />
      <WasteAccount account={account} organizationId={context.organizationId} />
    </>
  );
}

async function HandlersView({ params, canEdit }: { params: SearchParams; canEdit: boolean }) {
  const t = await getTranslations("waste.handlers");
  const { context, state, page, filtered } = await loadList(Promise.resolve(params), {
    list: handlerList,
    load: listHandlers,
    create: wasteAccess.create,
  });
  return (
    <>
      <RefreshOnChange kind="waste-handler" />
      <HandlersGrid
        key={context.organizationId}
        canEdit={canEdit}
        empty={filtered || !canEdit ? t("empty") : t("emptyEditor")}
        view={{
          state,
          exportPath: `/api/v1/organizations/${context.organizationId}/waste-handler-associations`,
          page: {
            ...page,
            content: page.content.map((handler) => ({
              id: handler.id,
              name: handler.stakeholder.name,
              approvalNumber: handler.approvalNumber,
              contact: [handler.contactName, handler.contactEmail, handler.contactPhone].filter(Boolean).join(", "),
              arrangementCount: handler.arrangementCount,
              lastModifiedDate: handler.lastModifiedDate.toISOString(),
            })),
          },
        }}
      />
    </>
  );
}

export default withClientMessages(WastePage, "(app)/monitoring/waste");
