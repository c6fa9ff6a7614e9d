// GET /api/v1/organizations/{orgId}/competences/{competenceId}/history: the record's history (its changes and those of its links), newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { competenceAccess } from "@/lib/modules/organization/competences/access";
import { getCompetence } from "@/lib/modules/organization/competences/data";
import { recordHistory } from "@/lib/modules/history";

export const GET = orgRoute(
  { access: competenceAccess.read, query: historyQuerySchema, response: auditPageSchema },
  (input) => recordHistory(input, input.params.competenceId, getCompetence),
);
