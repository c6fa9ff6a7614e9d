import EditIcon from "@mui/icons-material/Edit";
import HistoryIcon from "@mui/icons-material/History";
import { Paper, Stack, Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import { ScopeContent } from "@/components/modules/organization/scope/scope-content";
import { ScopeEmptyState } from "@/components/modules/organization/scope/scope-empty-state";
import { ScopeStandards } from "@/components/modules/organization/scope/scope-standards";
import { orNull } from "@/lib/platform/pages/load";
import { PageHeader } from "@/components/platform/ui/page-header";
import { ReadOnlyDocuments } from "@/components/platform/files/read-only-documents";
import { LinkButton } from "@/components/platform/ui/link-button";
import { HistoryPanel } from "@/components/platform/audit/history-panel";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { permits } from "@/lib/platform/auth/access";
import { scopeAccess } from "@/lib/modules/organization/scope/access";
import { getScope, listScopeRevisions } from "@/lib/modules/organization/scope/data";
import { htmlToText } from "@/lib/platform/rich-text/diff";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("scope"))("title") };
}

async function ScopePage() {
  const t = await getTranslations("scope");
  const format = await getFormatter();
  const { context } = await getPageContext();
  const canEdit = permits(scopeAccess.update, context);
  const scope = await orNull(getScope(context));
  if (!scope) {
    return (
      <Stack spacing={3} sx={{ maxWidth: 960 }}>
        <PageHeader title={t("title")} />
        <ScopeEmptyState canEdit={canEdit} />
      </Stack>
    );
  }
  const [latest] = (await listScopeRevisions(context, { page: 0, size: 1 })).content;
  const changed = format.dateTime(latest?.createdDate ?? scope.lastModifiedDate, "day");
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <PageHeader
        title={t("title")}
        actions={
          <>
            {canEdit ? (
              <LinkButton href="/organization/scope/edit" variant="contained" startIcon={<EditIcon />}>
                {t("edit")}
              </LinkButton>
            ) : null}
            <LinkButton href="/organization/scope/versions" variant="outlined" startIcon={<HistoryIcon />}>
              {t("versions")}
            </LinkButton>
          </>
        }
      >
        <Typography color="text.secondary" data-testid="scope-version">
          {latest
            ? t("versionInfo", { version: scope.version, date: changed, author: latest.authorName })
            : t("changedInfo", { date: changed })}
        </Typography>
      </PageHeader>
      <Paper variant="outlined" component="section" aria-label={t("content")} sx={{ p: { xs: 2, sm: 3 } }}>
        {htmlToText(scope.content) ? (
          <ScopeContent html={scope.content} />
        ) : (
          <Typography color="text.secondary">{t("noContent")}</Typography>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <ScopeStandards standards={scope.isoStandards} />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <ReadOnlyDocuments organizationId={context.organizationId} files={scope.files} />
      </Paper>
      <HistoryPanel path={`/api/v1/organizations/${context.organizationId}/scope/history`} />
    </Stack>
  );
}

export default withClientMessages(ScopePage, "(app)/organization/scope");
