import { OwnDocumentsGrid } from "@/components/modules/documents/own-documents/own-documents-grid";
import { ListScreen, listScreenMetadata } from "@/components/platform/data-grid/list-screen";
import type { SearchParams } from "@/lib/platform/pages/list";
import { ownDocumentAccess } from "@/lib/modules/documents/own-documents/access";
import { listOwnDocuments } from "@/lib/modules/documents/own-documents/data";
import { ownDocumentList } from "@/lib/modules/documents/own-documents/schema";
import { withClientMessages } from "@/components/platform/providers/client-messages";

export const generateMetadata = listScreenMetadata("ownDocuments");

function OwnDocumentsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <ListScreen
      searchParams={searchParams}
      list={ownDocumentList}
      load={listOwnDocuments}
      create={ownDocumentAccess.create}
      grid={OwnDocumentsGrid}
      messages="ownDocuments"
      path="/documents/own-documents"
      endpoint="own-documents"
      kind="own-document"
      row={(document, { day }) => ({
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
      })}
    />
  );
}

export default withClientMessages(OwnDocumentsPage, "(app)/documents/own-documents");
