import AddIcon from "@mui/icons-material/Add";
import { Stack, Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import { OwnDocumentsGrid } from "@/components/modules/documents/own-documents/own-documents-grid";
import { PageHeader } from "@/components/platform/ui/page-header";
import { RefreshOnChange } from "@/components/platform/data-grid/refresh-on-change";
import { LinkButton } from "@/components/platform/ui/link-button";
import { listStateFromUrl } from "@/lib/platform/lists/url-state";
import { getPageContext } from "@/lib/platform/auth/page-context";
import { permits } from "@/lib/platform/auth/access";
import { ownDocumentAccess } from "@/lib/modules/documents/own-documents/access";
import { listOwnDocuments } from "@/lib/modules/documents/own-documents/data";
import { ownDocumentList } from "@/lib/modules/documents/own-documents/schema";

export async function generateMetadata() {
  return { title: (await getTranslations("ownDocuments"))("title") };
}

export default async function OwnDocumentsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("ownDocuments");
  const format = await getFormatter();
  const { context } = await getPageContext();
  const canEdit = permits(ownDocumentAccess.create, context);
  const { state, query } = listStateFromUrl(await searchParams, ownDocumentList);
  const page = await listOwnDocuments(context, query);
  const day = (date: string | null) => (date ? format.dateTime(new Date(date), "day") : null);
  const filtered = Object.keys(state.filters).length > 0;
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t("title")}
        actions={
          canEdit ? (
            <LinkButton href="/documents/own-documents/new" variant="contained" startIcon={<AddIcon />}>
              {t("add")}
            </LinkButton>
          ) : null
        }
      >
        <Typography color="text.secondary">{t("intro")}</Typography>
      </PageHeader>
      <RefreshOnChange kind="own-document" />
      <OwnDocumentsGrid
        key={context.organizationId}
        empty={filtered || !canEdit ? t("empty") : t("emptyEditor")}
        view={{
          state,
          exportPath: `/api/v1/organizations/${context.organizationId}/own-documents`,
          page: {
            ...page,
            content: page.content.map((document) => ({
              id: document.id,
              title: document.title,
              category: document.category,
              versionLabel: document.versionLabel,
              owner: document.owner?.name ?? null,
              isoClause: [document.isoStandards.map((code) => code.replace("_", " ")).join(", "), document.isoClause]
                .filter(Boolean)
                .join(" "),
              validFrom: day(document.validFrom),
              nextReviewDate: day(document.nextReviewDate),
              lastModifiedDate: document.lastModifiedDate.toISOString(),
            })),
          },
        }}
      />
    </Stack>
  );
}
