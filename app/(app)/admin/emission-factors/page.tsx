import { Stack, Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import { EmissionFactorGrid } from "@/components/modules/admin/emission-factors/emission-factor-grid";
import { NewFactorLinks } from "@/components/modules/admin/emission-factors/new-factor-links";
import { RefreshOnChange } from "@/components/platform/data-grid/refresh-on-change";
import { PageHeader } from "@/components/platform/ui/page-header";
import { listStateFromUrl } from "@/lib/platform/lists/url-state";
import { listCatalogue } from "@/lib/modules/admin/emission-factors/data";
import { emissionFactorList } from "@/lib/modules/admin/emission-factors/schema";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export async function generateMetadata() {
  return { title: (await getTranslations("emissionFactors"))("title") };
}

async function EmissionFactorCataloguePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("emissionFactors");
  const units = await getTranslations("units.names");
  const format = await getFormatter();
  const { state, query } = listStateFromUrl(await searchParams, emissionFactorList);
  const page = await listCatalogue(query);
  return (
    <Stack spacing={2}>
      <PageHeader title={t("title")}>
        <Typography color="text.secondary">{t("intro")}</Typography>
      </PageHeader>
      <NewFactorLinks />
      <RefreshOnChange kind="emissionFactor" />
      <EmissionFactorGrid
        view={{
          state,
          exportPath: "/api/v1/emission-factors",
          page: {
            ...page,
            content: page.content.map((factor) => ({
              id: factor.id,
              name: factor.name,
              utilityType: factor.utilityType,
              ghgCategory: factor.ghgCategory,
              basis: factor.basis,
              // Danish decimal comma and the unit, e.g. "136 g/kWh"
              value: factor.value
                ? `${format.number(Number(factor.value.value), { maximumFractionDigits: 12 })} ${t(`emissionUnits.${factor.value.emissionUnit}`)}/${units(factor.value.meterUnit)}`
                : t("noValue"),
              source: factor.source,
              lastModifiedDate: factor.lastModifiedDate.toISOString(),
            })),
          },
        }}
      />
    </Stack>
  );
}

export default withClientMessages(EmissionFactorCataloguePage, "(app)/admin/emission-factors");
