// GET /api/v1/organizations/{orgId}/aspects/by-category: the register's aspects counted per category, significant and not, under its filters.
import { orgRoute } from "@/lib/platform/api/route";
import { aspectAccess } from "@/lib/modules/planning/aspects/access";
import { categoryCounts } from "@/lib/modules/planning/aspects/data";
import { aspectList } from "@/lib/modules/planning/aspects/schema";
import { categoryCountsSchema } from "@/lib/modules/planning/aspects/dto";

export const GET = orgRoute(
  { access: aspectAccess.list, query: aspectList.query, response: categoryCountsSchema },
  ({ org, query }) => categoryCounts(org, query),
);
