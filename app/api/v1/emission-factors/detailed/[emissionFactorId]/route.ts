// GET /api/v1/emission-factors/detailed/{emissionFactorId}: one catalogue factor with every dated value (system MAINTAIN).
import { userRoute } from "@/lib/platform/api/route";
import { emissionFactorAccess } from "@/lib/modules/admin/emission-factors/access";
import { getCatalogueFactor } from "@/lib/modules/admin/emission-factors/data";
import { emissionFactorSchema } from "@/lib/modules/admin/emission-factors/dto";

export const GET = userRoute({ access: emissionFactorAccess.maintain, response: emissionFactorSchema }, ({ params }) =>
  getCatalogueFactor(params.emissionFactorId),
);
