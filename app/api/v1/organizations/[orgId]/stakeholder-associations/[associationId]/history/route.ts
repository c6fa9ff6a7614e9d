// GET /api/v1/organizations/{orgId}/stakeholder-associations/{associationId}/history: the record's history (its changes and those of its links), newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { recordHistory } from "@/lib/platform/audit/data";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { stakeholderAccess } from "@/lib/modules/organization/stakeholders/access";
import { getAssociation } from "@/lib/modules/organization/stakeholders/data";

export const GET = orgRoute(
  { access: stakeholderAccess.read, query: historyQuerySchema, response: auditPageSchema },
  ({ org, params, query }) => recordHistory(org, params.associationId, query, getAssociation),
);
