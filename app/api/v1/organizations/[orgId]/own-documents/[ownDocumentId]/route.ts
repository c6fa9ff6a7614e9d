// GET, PUT, DELETE /api/v1/organizations/{orgId}/own-documents/{ownDocumentId}: one own document; DELETE archives it.
import { orgRoute } from "@/lib/platform/api/route";
import { ownDocumentAccess } from "@/lib/modules/documents/own-documents/access";
import { getOwnDocument } from "@/lib/modules/documents/own-documents/data";
import { archiveOwnDocument, updateOwnDocument } from "@/lib/modules/documents/own-documents/mutations";
import { ownDocumentInputSchema } from "@/lib/modules/documents/own-documents/schema";
import { ownDocumentSchema } from "@/lib/modules/documents/own-documents/dto";

export const GET = orgRoute({ access: ownDocumentAccess.read, response: ownDocumentSchema }, ({ org, params }) =>
  getOwnDocument(org, params.ownDocumentId),
);

export const PUT = orgRoute(
  { access: ownDocumentAccess.update, body: ownDocumentInputSchema, response: ownDocumentSchema },
  ({ org, params, body }) => updateOwnDocument(org, params.ownDocumentId, body),
);

export const DELETE = orgRoute({ access: ownDocumentAccess.archive, status: 204 }, ({ org, params }) =>
  archiveOwnDocument(org, params.ownDocumentId),
);
