// GET /api/v1/organizations/{orgId}/risk-hazards/heat-map: the matrix in force with the register's hazards counted per cell, inherent and residual.
import { orgRoute } from "@/lib/platform/api/route";
import { riskAccess } from "@/lib/modules/planning/risk-assessment/access";
import { heatMap } from "@/lib/modules/planning/risk-assessment/data";
import { hazardList } from "@/lib/modules/planning/risk-assessment/schema";
import { heatMapSchema } from "@/lib/modules/planning/risk-assessment/dto";

export const GET = orgRoute(
  { access: riskAccess.list, query: hazardList.query, response: heatMapSchema },
  ({ org, query }) => heatMap(org, query),
);
