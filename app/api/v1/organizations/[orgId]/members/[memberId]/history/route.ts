// GET /api/v1/organizations/{orgId}/members/{memberId}/history: the record's history (its changes and those of its links), newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { recordHistory } from "@/lib/platform/audit/data";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { memberAccess } from "@/lib/modules/organization/members/access";
import { getMember } from "@/lib/modules/organization/members/data";

export const GET = orgRoute(
  { access: memberAccess.read, query: historyQuerySchema, response: auditPageSchema },
  ({ org, params, query }) => recordHistory(org, params.memberId, query, getMember),
);
