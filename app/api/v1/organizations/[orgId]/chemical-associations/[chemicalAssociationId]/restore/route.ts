// POST /api/v1/organizations/{orgId}/chemical-associations/{chemicalAssociationId}/restore: the archived chemical back in the register; restoring an active one changes nothing.
import { orgRoute } from "@/lib/platform/api/route";
import { chemicalRegisterAccess } from "@/lib/modules/chemicals/register/access";
import { restoreRegisteredChemical } from "@/lib/modules/chemicals/register/mutations";
import { chemicalRegisterSchema } from "@/lib/modules/chemicals/register/dto";

export const POST = orgRoute(
  { access: chemicalRegisterAccess.archive, response: chemicalRegisterSchema },
  ({ org, params }) => restoreRegisteredChemical(org, params.chemicalAssociationId),
);
