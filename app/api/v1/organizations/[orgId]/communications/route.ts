// GET, POST /api/v1/organizations/{orgId}/communications: the communication log (in and out, complaints among them), newest first; a new one may raise its action in the action plan in the same step.
import { orgRoute } from "@/lib/platform/api/route";
import { answerList } from "@/lib/platform/lists/export/answer";
import { communicationAccess } from "@/lib/modules/operation/communication/access";
import { communicationSource } from "@/lib/modules/operation/communication/data";
import { communicationExport } from "@/lib/modules/operation/communication/export";
import { createCommunication } from "@/lib/modules/operation/communication/communication-mutations";
import { communicationInputSchema, communicationListQuerySchema } from "@/lib/modules/operation/communication/schema";
import { communicationPageSchema, communicationSchema } from "@/lib/modules/operation/communication/dto";

// a page, or the whole log as CSV or XLSX (`?format=`, or Accept)
export const GET = orgRoute(
  { access: communicationAccess.list, query: communicationListQuerySchema, response: communicationPageSchema },
  (input) => answerList(input, communicationExport, communicationSource(input.org, input.query)),
);

export const POST = orgRoute(
  { access: communicationAccess.create, body: communicationInputSchema, status: 201, response: communicationSchema },
  ({ org, body }) => createCommunication(org, body),
);
