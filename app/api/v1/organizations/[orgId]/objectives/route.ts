// GET, POST /api/v1/organizations/{orgId}/objectives: the organization's objectives with their progress and status, a page or the whole as CSV or XLSX.
import { orgRoute } from "@/lib/platform/api/route";
import { answerList } from "@/lib/platform/lists/export/answer";
import { objectiveAccess } from "@/lib/modules/planning/objectives/access";
import { objectiveSource } from "@/lib/modules/planning/objectives/data";
import { objectiveExport } from "@/lib/modules/planning/objectives/export";
import { createObjective } from "@/lib/modules/planning/objectives/mutations";
import { objectiveInputSchema, objectiveList } from "@/lib/modules/planning/objectives/schema";
import { objectivePageSchema, objectiveSchema } from "@/lib/modules/planning/objectives/dto";

export const GET = orgRoute(
  { access: objectiveAccess.list, query: objectiveList.query, response: objectivePageSchema },
  (input) => answerList(input, objectiveExport, objectiveSource(input.org, input.query)),
);

export const POST = orgRoute(
  { access: objectiveAccess.create, body: objectiveInputSchema, status: 201, response: objectiveSchema },
  ({ org, body }) => createObjective(org, body),
);
