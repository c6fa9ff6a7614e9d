import { SubstancesGrid } from "@/components/modules/admin/substances/substances-grid";
import { CatalogueListScreen } from "@/components/platform/data-grid/catalogue-list-screen";
import { listScreenMetadata } from "@/components/platform/data-grid/list-screen";
import type { SearchParams } from "@/lib/platform/pages/list";
import { pageLanguage } from "@/lib/modules/admin/hazard-data/language";
import { listSubstances } from "@/lib/modules/admin/substances/data";
import { substanceList } from "@/lib/modules/admin/substances/schema";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export const generateMetadata = listScreenMetadata("substances");

async function SubstancesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const language = await pageLanguage();
  return (
    <CatalogueListScreen
      searchParams={searchParams}
      list={substanceList}
      load={(query) => listSubstances(query, language)}
      messages="substances"
      path="/admin/substances"
      exportPath="/api/v1/substances"
      row={(row) => ({
        id: row.id,
        name: row.name,
        casNumber: row.casNumber,
        ecNumber: row.ecNumber,
        hazardStatements: row.hazardStatements.map((statement) => statement.code).join(", "),
        svhc: row.svhc,
        restricted: row.restricted,
        lastModifiedDate: row.lastModifiedDate.toISOString(),
      })}
      grid={(view) => <SubstancesGrid view={view} />}
    />
  );
}

export default withClientMessages(SubstancesPage, "(app)/admin/substances");
