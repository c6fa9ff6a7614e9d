// GET /api/v1/dangerous-goods: ADR 2025 Table A (UN numbers, proper shipping names, class, packing group …), paged and searchable.
import { userRoute } from "@/lib/platform/api/route";
import { hazardDataAccess } from "@/lib/modules/admin/hazard-data/access";
import { listDangerousGoods } from "@/lib/modules/admin/hazard-data/data";
import { dangerousGoodListQuerySchema } from "@/lib/modules/admin/hazard-data/schema";
import { dangerousGoodPageSchema } from "@/lib/modules/admin/hazard-data/dto";

export const GET = userRoute(
  { access: hazardDataAccess.read, query: dangerousGoodListQuerySchema, response: dangerousGoodPageSchema },
  ({ query }) => listDangerousGoods(query),
);
