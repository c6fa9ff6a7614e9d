import { Stack, Typography } from "@mui/material";
import { getTranslations } from "next-intl/server";
import { AuditLogGrid } from "@/components/platform/audit/audit-log-grid";
import { PageHeader } from "@/components/platform/ui/page-header";
import { auditLogPage } from "@/lib/modules/history";
import { auditActors } from "@/lib/platform/audit/data";
import { auditList } from "@/lib/platform/audit/schema";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { listStateFromUrl } from "@/lib/platform/lists/url-state";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("audit"))("title") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The organization's audit log (MANAGE): every change below it, who made it and when. */
async function AuditLogPage({ searchParams }: { searchParams: SearchParams }) {
  const t = await getTranslations("audit");
  const { context } = await getPageContext();
  const { state, query } = listStateFromUrl(await searchParams, auditList);
  const [page, actors] = await Promise.all([auditLogPage(context, query), auditActors(context)]);
  return (
    <Stack spacing={2}>
      <PageHeader title={t("title")}>
        <Typography color="text.secondary">{t("intro")}</Typography>
      </PageHeader>
      <AuditLogGrid
        view={{
          state,
          page,
          exportPath: `/api/v1/organizations/${context.organizationId}/audit-entries`,
          exportFormats: ["csv", "xlsx", "pdf"],
        }}
        actors={actors}
      />
    </Stack>
  );
}

export default withClientMessages(AuditLogPage, "(app)/organization/audit-log");
