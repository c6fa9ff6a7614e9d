// GET /api/v1/organizations/{orgId}/own-documents/{ownDocumentId}/history: the document's history (its changes and those of its files), newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { ownDocumentAccess } from "@/lib/modules/documents/own-documents/access";
import { getOwnDocument } from "@/lib/modules/documents/own-documents/data";
import { recordHistory } from "@/lib/modules/history";

export const GET = orgRoute(
  { access: ownDocumentAccess.read, query: historyQuerySchema, response: auditPageSchema },
  (input) => recordHistory(input, input.params.ownDocumentId, getOwnDocument),
);
