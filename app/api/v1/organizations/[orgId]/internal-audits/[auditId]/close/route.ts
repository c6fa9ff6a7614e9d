// POST /api/v1/organizations/{orgId}/internal-audits/{auditId}/close: a manager closes the audit once every nonconformity has a corrective action; it is read-only after.
import { z } from "zod";
import { orgRoute } from "@/lib/platform/api/route";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { internalAuditAccess } from "@/lib/modules/evaluation/internal-audit/access";
import { closeAudit } from "@/lib/modules/evaluation/internal-audit/mutations";
import { auditSchema } from "@/lib/modules/evaluation/internal-audit/dto";

export const POST = orgRoute(
  {
    access: internalAuditAccess.close,
    body: z.object({ lastModifiedDate: lastModifiedDateField }),
    response: auditSchema,
  },
  ({ org, params, body }) => closeAudit(org, params.auditId, body.lastModifiedDate),
);
