import AddIcon from "@mui/icons-material/Add";
import { Stack, Typography } from "@mui/material";
import { getTranslations } from "next-intl/server";
import { CatalogueGrid } from "@/components/modules/admin/stakeholders/catalogue-grid";
import { listStateFromUrl } from "@/lib/platform/lists/url-state";
import { PageHeader } from "@/components/platform/ui/page-header";
import { LinkButton } from "@/components/platform/ui/link-button";
import { listCatalogueStakeholders } from "@/lib/modules/admin/stakeholders/data";
import { stakeholderList } from "@/lib/modules/admin/stakeholders/schema";

export async function generateMetadata() {
  return { title: (await getTranslations("stakeholders.catalogue"))("title") };
}

export default async function StakeholderCataloguePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("stakeholders.catalogue");
  const { state, query } = listStateFromUrl(await searchParams, stakeholderList);
  const page = await listCatalogueStakeholders(query);
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t("title")}
        actions={
          <LinkButton href="/admin/stakeholders/new" variant="contained" startIcon={<AddIcon />}>
            {t("add")}
          </LinkButton>
        }
      >
        <Typography color="text.secondary">{t("intro")}</Typography>
      </PageHeader>
      <CatalogueGrid
        view={{
          state,
          exportPath: "/api/v1/stakeholders",
          page: {
            ...page,
            content: page.content.map((stakeholder) => ({
              id: stakeholder.id,
              name: stakeholder.name,
              type: stakeholder.type,
              city: stakeholder.city,
              lastModifiedDate: stakeholder.lastModifiedDate.toISOString(),
            })),
          },
        }}
      />
    </Stack>
  );
}
