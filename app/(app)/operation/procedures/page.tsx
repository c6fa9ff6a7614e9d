import { ProceduresGrid } from "@/components/modules/operation/procedures/procedures-grid";
import { ListScreen, listScreenMetadata } from "@/components/platform/data-grid/list-screen";
import type { SearchParams } from "@/lib/platform/pages/list";
import { procedureAccess } from "@/lib/modules/operation/procedures/access";
import { listProcedures } from "@/lib/modules/operation/procedures/data";
import { procedureList } from "@/lib/modules/operation/procedures/schema";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export const generateMetadata = listScreenMetadata("procedures");

// Rendered on the server for the active organization in the interface language: switching either
// renders it afresh, so the list follows both.
function ProceduresPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <ListScreen
      searchParams={searchParams}
      list={procedureList}
      load={listProcedures}
      create={procedureAccess.create}
      grid={ProceduresGrid}
      messages="procedures"
      path="/operation/procedures"
      endpoint={(organizationId) => `/api/v1/procedures?organization_id=${organizationId}`}
      kind="procedure"
      row={(procedure, { day }) => ({
        id: procedure.id,
        title: procedure.title,
        languages: procedure.languages,
        isoClause: [procedure.isoStandards.map((code) => code.replace("_", " ")).join(", "), procedure.isoClause]
          .filter(Boolean)
          .join(" "),
        owner: procedure.owner?.name ?? null,
        version: procedure.version,
        published: procedure.published,
        nextReviewDate: day(procedure.nextReviewDate),
        lastModifiedDate: procedure.lastModifiedDate.toISOString(),
      })}
    />
  );
}

export default withClientMessages(ProceduresPage, "(app)/operation/procedures");
