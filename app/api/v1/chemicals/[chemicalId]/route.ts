// GET, PUT /api/v1/chemicals/{chemicalId}: one product with its substances, label, danger code and safety data sheets per country; system MAINTAIN to change it.
import { userRoute } from "@/lib/platform/api/route";
import { chemicalAccess } from "@/lib/modules/admin/chemicals/access";
import { getChemical } from "@/lib/modules/admin/chemicals/data";
import { updateChemical } from "@/lib/modules/admin/chemicals/mutations";
import { chemicalInputSchema, chemicalReadQuerySchema } from "@/lib/modules/admin/chemicals/schema";
import { chemicalSchema } from "@/lib/modules/admin/chemicals/dto";

export const GET = userRoute(
  { access: chemicalAccess.browse, query: chemicalReadQuerySchema, response: chemicalSchema },
  ({ user, params, query }) => getChemical(params.chemicalId, query.language ?? user.language),
);

export const PUT = userRoute(
  { access: chemicalAccess.maintain, body: chemicalInputSchema, response: chemicalSchema },
  ({ user, params, body }) => updateChemical(user, params.chemicalId, body),
);
