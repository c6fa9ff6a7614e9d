// Own documents: controlled documents with owner, version, validity, review and files.
import { defineModule } from "@/lib/platform/modules/manifest";
import { ownDocumentAccess } from "./access";

const documents = "/documents/own-documents";

export const ownDocumentsModule = defineModule({
  key: "documents/own-documents",
  area: "documents",
  operations: { ownDocument: ownDocumentAccess },
  screens: [
    { path: documents, operation: ownDocumentAccess.list },
    { path: `${documents}/[id]`, operation: ownDocumentAccess.read, plainId: true },
    { path: `${documents}/[id]/edit`, operation: ownDocumentAccess.update },
  ],
  menu: [{ group: "documents", key: "ownDocuments", href: documents, position: 20 }],
  due: async () => [(await import("./due-source")).ownDocumentReviewsDue],
  history: async () => (await import("./history")).ownDocumentsHistory,
});
