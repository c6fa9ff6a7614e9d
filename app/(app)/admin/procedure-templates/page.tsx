import { ProcedureTemplatesGrid } from "@/components/modules/admin/procedure-templates/procedure-templates-grid";
import { CatalogueListScreen } from "@/components/platform/data-grid/catalogue-list-screen";
import { listScreenMetadata } from "@/components/platform/data-grid/list-screen";
import type { SearchParams } from "@/lib/platform/pages/list";
import { listProcedureTemplates } from "@/lib/modules/admin/procedure-templates/data";
import { procedureTemplateList } from "@/lib/modules/admin/procedure-templates/schema";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export const generateMetadata = listScreenMetadata("procedureTemplates");

function ProcedureTemplatesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <CatalogueListScreen
      searchParams={searchParams}
      list={procedureTemplateList}
      load={listProcedureTemplates}
      messages="procedureTemplates"
      path="/admin/procedure-templates"
      exportPath="/api/v1/procedure-templates"
      row={(template) => ({
        id: template.id,
        title: template.title,
        category: template.category,
        languages: template.languages,
        lastModifiedDate: template.lastModifiedDate.toISOString(),
      })}
      grid={(view) => <ProcedureTemplatesGrid view={view} />}
    />
  );
}

export default withClientMessages(ProcedureTemplatesPage, "(app)/admin/procedure-templates");
