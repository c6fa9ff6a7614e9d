// GET /api/v1/procedures/{procedureId}/history: the procedure's history (its changes and those of its files), newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { orgFromRecord } from "@/lib/platform/api/org-source";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { procedureAccess } from "@/lib/modules/operation/procedures/access";
import { getProcedure, procedureOrganization } from "@/lib/modules/operation/procedures/data";
import { recordHistory } from "@/lib/modules/history";

export const GET = orgRoute(
  {
    access: procedureAccess.read,
    org: orgFromRecord("procedureId", procedureOrganization),
    query: historyQuerySchema,
    response: auditPageSchema,
  },
  (input) => recordHistory(input, input.params.procedureId, getProcedure),
);
