import { CatalogueGrid } from "@/components/modules/admin/stakeholders/catalogue-grid";
import { CatalogueListScreen } from "@/components/platform/data-grid/catalogue-list-screen";
import { listScreenMetadata } from "@/components/platform/data-grid/list-screen";
import type { SearchParams } from "@/lib/platform/pages/list";
import { listCatalogueStakeholders } from "@/lib/modules/admin/stakeholders/data";
import { stakeholderList } from "@/lib/modules/admin/stakeholders/schema";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export const generateMetadata = listScreenMetadata("stakeholders.catalogue");

function StakeholderCataloguePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <CatalogueListScreen
      searchParams={searchParams}
      list={stakeholderList}
      load={listCatalogueStakeholders}
      messages="stakeholders.catalogue"
      path="/admin/stakeholders"
      exportPath="/api/v1/stakeholders"
      row={(stakeholder) => ({
        id: stakeholder.id,
        name: stakeholder.name,
        type: stakeholder.type,
        city: stakeholder.city,
        lastModifiedDate: stakeholder.lastModifiedDate.toISOString(),
      })}
      grid={(view) => <CatalogueGrid view={view} />}
    />
  );
}

export default withClientMessages(StakeholderCataloguePage, "(app)/admin/stakeholders");
