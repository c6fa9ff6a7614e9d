// GET /api/v1/organizations/{orgId}/members/{memberId}/history: the record's history (its changes and those of its links), newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { memberAccess } from "@/lib/modules/organization/members/access";
import { getMember } from "@/lib/modules/organization/members/data";
import { recordHistory } from "@/lib/modules/history";

export const GET = orgRoute(
  { access: memberAccess.read, query: historyQuerySchema, response: auditPageSchema },
  (input) => recordHistory(input, input.params.memberId, getMember),
);
