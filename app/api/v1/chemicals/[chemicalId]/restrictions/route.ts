// GET /api/v1/chemicals/{chemicalId}/restrictions: every Annex XVII entry and SVHC listing that hits a substance of the product, with its conditions link and threshold.
import { userRoute } from "@/lib/platform/api/route";
import { chemicalAccess } from "@/lib/modules/admin/chemicals/access";
import { getChemicalRestrictions } from "@/lib/modules/admin/chemicals/data";
import { chemicalReadQuerySchema } from "@/lib/modules/admin/chemicals/schema";
import { chemicalRestrictionsSchema } from "@/lib/modules/admin/chemicals/dto";

export const GET = userRoute(
  { access: chemicalAccess.browse, query: chemicalReadQuerySchema, response: chemicalRestrictionsSchema },
  ({ user, params, query }) => getChemicalRestrictions(params.chemicalId, query.language ?? user.language),
);
