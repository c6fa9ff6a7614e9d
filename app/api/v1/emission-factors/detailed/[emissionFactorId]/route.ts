// GET /api/v1/emission-factors/detailed/{emissionFactorId}: one catalogue factor with every dated value (system MAINTAIN).
import { userRoute } from "@/lib/platform/api/route";
import { emissionFactorAccess } from "@/lib/modules/admin/emission-factors/access";
import { getCatalogueFactor } from "@/lib/modules/admin/emission-factors/data";

export const GET = userRoute({ access: emissionFactorAccess.maintain }, ({ params }) =>
  getCatalogueFactor(params.emissionFactorId),
);
