// GET, POST /api/v1/organizations/{orgId}/communication-plan: the communication plan (what is communicated to whom, how and how often), what falls due first; a new line is due first on its start.
import { orgRoute } from "@/lib/platform/api/route";
import { answerList } from "@/lib/platform/lists/export/answer";
import { communicationPlanAccess } from "@/lib/modules/operation/communication/access";
import { planItemSource } from "@/lib/modules/operation/communication/data";
import { planItemExport } from "@/lib/modules/operation/communication/export";
import { createPlanItem } from "@/lib/modules/operation/communication/plan-mutations";
import { planItemInputSchema, planItemListQuerySchema } from "@/lib/modules/operation/communication/schema";
import { planItemPageSchema, planItemSchema } from "@/lib/modules/operation/communication/dto";

// a page, or the whole plan as CSV or XLSX (`?format=`, or Accept)
export const GET = orgRoute(
  { access: communicationPlanAccess.list, query: planItemListQuerySchema, response: planItemPageSchema },
  (input) => answerList(input, planItemExport, planItemSource(input.org, input.query)),
);

export const POST = orgRoute(
  { access: communicationPlanAccess.create, body: planItemInputSchema, status: 201, response: planItemSchema },
  ({ org, body }) => createPlanItem(org, body),
);
