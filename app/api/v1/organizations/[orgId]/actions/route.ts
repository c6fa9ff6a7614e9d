// GET, POST /api/v1/organizations/{orgId}/actions: the action plan of the organization and every organization below it.
import { orgRoute } from "@/lib/platform/api/route";
import { answerList } from "@/lib/platform/lists/export/answer";
import { actionAccess } from "@/lib/modules/planning/action-plan/access";
import { actionSource } from "@/lib/modules/planning/action-plan/data";
import { actionExport } from "@/lib/modules/planning/action-plan/export";
import { createAction } from "@/lib/modules/planning/action-plan/mutations";
import { actionCreateSchema, actionListQuerySchema } from "@/lib/modules/planning/action-plan/schema";
import { actionPageSchema, actionSchema } from "@/lib/modules/planning/action-plan/dto";

// a page, or the whole list as CSV or XLSX (`?format=`, or Accept)
export const GET = orgRoute(
  { access: actionAccess.list, query: actionListQuerySchema, response: actionPageSchema },
  (input) => answerList(input, actionExport, actionSource(input.org, input.query)),
);

export const POST = orgRoute(
  { access: actionAccess.create, body: actionCreateSchema, status: 201, response: actionSchema },
  ({ org, body }) => createAction(org, body),
);
