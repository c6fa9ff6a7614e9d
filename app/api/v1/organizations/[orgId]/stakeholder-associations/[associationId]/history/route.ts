// GET /api/v1/organizations/{orgId}/stakeholder-associations/{associationId}/history: the record's history (its changes and those of its links), newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { stakeholderAccess } from "@/lib/modules/organization/stakeholders/access";
import { getAssociation } from "@/lib/modules/organization/stakeholders/data";
import { recordHistory } from "@/lib/modules/history";

export const GET = orgRoute(
  { access: stakeholderAccess.read, query: historyQuerySchema, response: auditPageSchema },
  (input) => recordHistory(input, input.params.associationId, getAssociation),
);
