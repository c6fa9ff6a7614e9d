// GET, PUT, DELETE /api/v1/organizations/{orgId}/chemical-associations/{chemicalAssociationId}: one registered chemical; DELETE archives it.
import { orgRoute } from "@/lib/platform/api/route";
import { chemicalRegisterAccess } from "@/lib/modules/chemicals/register/access";
import { getRegisteredChemical } from "@/lib/modules/chemicals/register/data";
import { archiveRegisteredChemical, updateRegisteredChemical } from "@/lib/modules/chemicals/register/mutations";
import { chemicalRegisterInputSchema } from "@/lib/modules/chemicals/register/schema";
import { chemicalRegisterSchema } from "@/lib/modules/chemicals/register/dto";

export const GET = orgRoute(
  { access: chemicalRegisterAccess.read, response: chemicalRegisterSchema },
  ({ org, params }) => getRegisteredChemical(org, params.chemicalAssociationId),
);

export const PUT = orgRoute(
  { access: chemicalRegisterAccess.update, body: chemicalRegisterInputSchema, response: chemicalRegisterSchema },
  ({ org, params, body }) => updateRegisteredChemical(org, params.chemicalAssociationId, body),
);

export const DELETE = orgRoute({ access: chemicalRegisterAccess.archive, status: 204 }, ({ org, params }) =>
  archiveRegisteredChemical(org, params.chemicalAssociationId),
);
