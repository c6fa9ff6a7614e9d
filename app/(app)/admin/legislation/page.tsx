import { LegislationGrid } from "@/components/modules/admin/legislation/legislation-grid";
import { CatalogueListScreen } from "@/components/platform/data-grid/catalogue-list-screen";
import { listScreenMetadata } from "@/components/platform/data-grid/list-screen";
import type { SearchParams } from "@/lib/platform/pages/list";
import { listLegislation, listTopics } from "@/lib/modules/admin/legislation/data";
import { legislationList } from "@/lib/modules/admin/legislation/schema";
import { topicOption } from "@/lib/modules/admin/legislation/topic-options";
import { withClientMessages } from "@/components/platform/providers/client-messages";
import { getLanguage } from "@/lib/platform/i18n/get-language";

export const generateMetadata = listScreenMetadata("legislation.catalogue");

async function LegislationCataloguePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const [language, topics] = await Promise.all([getLanguage(), listTopics({})]);
  return (
    <CatalogueListScreen
      searchParams={searchParams}
      list={legislationList}
      load={listLegislation}
      messages="legislation.catalogue"
      path="/admin/legislation"
      exportPath="/api/v1/legislations"
      row={(act, { day }) => ({
        id: act.id,
        title: act.shortName ?? act.titleEn ?? act.titleDa ?? act.officialNumber,
        jurisdiction: act.jurisdiction,
        kind: act.kind,
        officialNumber: act.officialNumber,
        effectiveDate: day(act.effectiveDate),
        lastModifiedDate: act.lastModifiedDate.toISOString(),
      })}
      grid={(view) => <LegislationGrid topics={topics.map(topicOption(language))} view={view} />}
    />
  );
}

export default withClientMessages(LegislationCataloguePage, "(app)/admin/legislation");
