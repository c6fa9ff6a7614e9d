// GET, PUT, DELETE /api/v1/organizations/{orgId}/responsibilities/{responsibilityId}: one of the organization's own responsibilities; DELETE archives it (409 while delegated).
import { orgRoute } from "@/lib/platform/api/route";
import { responsibilityAccess } from "@/lib/modules/leadership/delegation/access";
import { getOwnResponsibility } from "@/lib/modules/leadership/delegation/data";
import { archiveResponsibility, updateResponsibility } from "@/lib/modules/leadership/delegation/mutations";
import { responsibilityInputSchema } from "@/lib/modules/leadership/delegation/schema";
import { responsibilitySchema } from "@/lib/modules/leadership/delegation/dto";

export const GET = orgRoute({ access: responsibilityAccess.list, response: responsibilitySchema }, ({ org, params }) =>
  getOwnResponsibility(org, params.responsibilityId),
);

export const PUT = orgRoute(
  { access: responsibilityAccess.update, body: responsibilityInputSchema, response: responsibilitySchema },
  ({ org, params, body }) => updateResponsibility(org, params.responsibilityId, body),
);

export const DELETE = orgRoute({ access: responsibilityAccess.archive, status: 204 }, ({ org, params }) =>
  archiveResponsibility(org, params.responsibilityId),
);
