import { getTranslations } from "next-intl/server";
import { LinkButton } from "@/components/platform/ui/link-button";
import { ChemicalsGrid } from "@/components/modules/admin/chemicals/chemicals-grid";
import { CatalogueListScreen } from "@/components/platform/data-grid/catalogue-list-screen";
import { listScreenMetadata } from "@/components/platform/data-grid/list-screen";
import type { SearchParams } from "@/lib/platform/pages/list";
import { listChemicals } from "@/lib/modules/admin/chemicals/data";
import { chemicalList } from "@/lib/modules/admin/chemicals/schema";
import { pageLanguage } from "@/lib/modules/admin/hazard-data/language";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export const generateMetadata = listScreenMetadata("chemicals");

async function ChemicalsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const [language, t] = await Promise.all([pageLanguage(), getTranslations("chemicals")]);
  return (
    <CatalogueListScreen
      searchParams={searchParams}
      list={chemicalList}
      load={(query) => listChemicals(query, language)}
      messages="chemicals"
      path="/admin/chemicals"
      exportPath="/api/v1/chemicals"
      row={(row) => ({
        id: row.id,
        tradeName: row.tradeName,
        producer: row.producer?.name ?? null,
        pictograms: row.pictograms,
        signalWord: row.signalWord,
        dangerCode: row.dangerCode,
        lastModifiedDate: row.lastModifiedDate.toISOString(),
      })}
      grid={(view) => <ChemicalsGrid view={view} />}
      more={
        <div>
          <LinkButton href="/admin/chemicals/precaution-gaps" variant="outlined">
            {t("gaps.link")}
          </LinkButton>
        </div>
      }
    />
  );
}

export default withClientMessages(ChemicalsPage, "(app)/admin/chemicals");
