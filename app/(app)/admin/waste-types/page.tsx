import { Stack, Typography } from "@mui/material";
import { getTranslations } from "next-intl/server";
import { WasteTypesGrid } from "@/components/modules/admin/waste-types/waste-types-grid";
import { RefreshOnChange } from "@/components/platform/data-grid/refresh-on-change";
import { PageHeader } from "@/components/platform/ui/page-header";
import { listStateFromUrl } from "@/lib/platform/lists/url-state";
import type { SearchParams } from "@/lib/platform/pages/list";
import { listWasteTypes } from "@/lib/modules/admin/waste-types/data";
import { wasteTypeList } from "@/lib/modules/admin/waste-types/schema";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("wasteTypes"))("title") };
}

async function WasteTypesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const t = await getTranslations("wasteTypes");
  const { state, query } = listStateFromUrl(await searchParams, wasteTypeList);
  const page = await listWasteTypes(query);
  return (
    <Stack spacing={2}>
      <PageHeader title={t("title")}>
        <Typography color="text.secondary">{t("intro")}</Typography>
      </PageHeader>
      <RefreshOnChange kind="waste-type" />
      <WasteTypesGrid
        empty={t("empty")}
        view={{
          state,
          exportPath: "/api/v1/waste-types",
          page: {
            ...page,
            content: page.content.map((type) => ({
              id: type.id,
              code: type.code,
              hazardous: type.hazardous,
              name: type.nameEn,
              nameDa: type.nameDa,
              synonyms: type.synonyms,
              lastModifiedDate: type.lastModifiedDate.toISOString(),
            })),
          },
        }}
      />
    </Stack>
  );
}

export default withClientMessages(WasteTypesPage, "(app)/admin/waste-types");
