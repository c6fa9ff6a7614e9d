// GET /api/v1/emission-factors/detailed: the catalogue with every dated value of each factor (system MAINTAIN).
import { userRoute } from "@/lib/platform/api/route";
import { listPage } from "@/lib/platform/lists/query";
import { emissionFactorAccess } from "@/lib/modules/admin/emission-factors/access";
import { detailedCatalogueSource } from "@/lib/modules/admin/emission-factors/data";
import { emissionFactorList } from "@/lib/modules/admin/emission-factors/schema";
import { emissionFactorDetailedPageSchema } from "@/lib/modules/admin/emission-factors/dto";

export const GET = userRoute(
  {
    access: emissionFactorAccess.maintain,
    query: emissionFactorList.query,
    response: emissionFactorDetailedPageSchema,
  },
  ({ query }) => listPage(emissionFactorList, query, detailedCatalogueSource(query)),
);
