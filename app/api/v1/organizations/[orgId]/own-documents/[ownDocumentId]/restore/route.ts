// POST /api/v1/organizations/{orgId}/own-documents/{ownDocumentId}/restore: the archived document back in the list; restoring an active one changes nothing.
import { orgRoute } from "@/lib/platform/api/route";
import { ownDocumentAccess } from "@/lib/modules/documents/own-documents/access";
import { restoreOwnDocument } from "@/lib/modules/documents/own-documents/mutations";
import { ownDocumentSchema } from "@/lib/modules/documents/own-documents/dto";

export const POST = orgRoute({ access: ownDocumentAccess.archive, response: ownDocumentSchema }, ({ org, params }) =>
  restoreOwnDocument(org, params.ownDocumentId),
);
