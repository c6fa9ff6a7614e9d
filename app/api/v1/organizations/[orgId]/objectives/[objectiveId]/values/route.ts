// GET, POST /api/v1/organizations/{orgId}/objectives/{objectiveId}/values: a MANUAL objective's values per month; POST records a month's value (a known month is corrected).
import { orgRoute } from "@/lib/platform/api/route";
import { objectiveAccess } from "@/lib/modules/planning/objectives/access";
import { listObjectiveValues } from "@/lib/modules/planning/objectives/data";
import { recordObjectiveValue } from "@/lib/modules/planning/objectives/mutations";
import { objectiveValueInputSchema } from "@/lib/modules/planning/objectives/schema";
import { objectiveValuesSchema } from "@/lib/modules/planning/objectives/dto";

export const GET = orgRoute(
  { access: objectiveAccess.read, response: objectiveValuesSchema },
  async ({ org, params }) => ({
    content: await listObjectiveValues(org, params.objectiveId),
  }),
);

export const POST = orgRoute(
  { access: objectiveAccess.recordValue, body: objectiveValueInputSchema, response: objectiveValuesSchema },
  ({ org, params, body }) => recordObjectiveValue(org, params.objectiveId, body),
);
