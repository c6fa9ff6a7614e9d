// GET, POST /api/v1/organizations/{orgId}/own-documents: the organization's own controlled documents (ISO 14001 and 45001 clause 7.5). A POST with an id already used answers the document stored then.
import { orgRoute } from "@/lib/platform/api/route";
import { answerList } from "@/lib/platform/lists/export/answer";
import { ownDocumentAccess } from "@/lib/modules/documents/own-documents/access";
import { ownDocumentSource } from "@/lib/modules/documents/own-documents/data";
import { ownDocumentExport } from "@/lib/modules/documents/own-documents/export";
import { createOwnDocument } from "@/lib/modules/documents/own-documents/mutations";
import { ownDocumentCreateSchema, ownDocumentListQuerySchema } from "@/lib/modules/documents/own-documents/schema";
import { ownDocumentPageSchema, ownDocumentSchema } from "@/lib/modules/documents/own-documents/dto";

// a page, or the whole list as CSV or XLSX (`?format=`, or Accept)
export const GET = orgRoute(
  { access: ownDocumentAccess.list, query: ownDocumentListQuerySchema, response: ownDocumentPageSchema },
  (input) => answerList(input, ownDocumentExport, ownDocumentSource(input.org, input.query)),
);

export const POST = orgRoute(
  { access: ownDocumentAccess.create, body: ownDocumentCreateSchema, status: 201, response: ownDocumentSchema },
  ({ org, body }) => createOwnDocument(org, body),
);
