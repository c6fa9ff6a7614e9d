// GET, POST /api/v1/organizations/{orgId}/delegations: who holds which responsibility in the management system (ISO 5.3).
import { orgRoute } from "@/lib/platform/api/route";
import { answerList } from "@/lib/platform/lists/export/answer";
import { delegationAccess } from "@/lib/modules/leadership/delegation/access";
import { delegationSource } from "@/lib/modules/leadership/delegation/data";
import { delegationExport } from "@/lib/modules/leadership/delegation/export";
import { createDelegation } from "@/lib/modules/leadership/delegation/mutations";
import { delegationInputSchema, delegationListQuerySchema } from "@/lib/modules/leadership/delegation/schema";
import { delegationPageSchema, delegationSchema } from "@/lib/modules/leadership/delegation/dto";

// a page, or the whole list as CSV or XLSX (`?format=`, or Accept)
export const GET = orgRoute(
  { access: delegationAccess.list, query: delegationListQuerySchema, response: delegationPageSchema },
  (input) => answerList(input, delegationExport, delegationSource(input.org, input.query)),
);

export const POST = orgRoute(
  { access: delegationAccess.create, body: delegationInputSchema, status: 201, response: delegationSchema },
  ({ org, body }) => createDelegation(org, body),
);
