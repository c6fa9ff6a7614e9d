// GET, POST /api/v1/organizations/{orgId}/internal-audits: the audit programme, a page or the whole as CSV or XLSX; POST plans an audit.
import { orgRoute } from "@/lib/platform/api/route";
import { answerList } from "@/lib/platform/lists/export/answer";
import { internalAuditAccess } from "@/lib/modules/evaluation/internal-audit/access";
import { auditSource } from "@/lib/modules/evaluation/internal-audit/data";
import { auditExport } from "@/lib/modules/evaluation/internal-audit/export";
import { createAudit } from "@/lib/modules/evaluation/internal-audit/mutations";
import { auditInputSchema, auditList } from "@/lib/modules/evaluation/internal-audit/schema";
import { auditPageSchema, auditSchema } from "@/lib/modules/evaluation/internal-audit/dto";

export const GET = orgRoute(
  { access: internalAuditAccess.list, query: auditList.query, response: auditPageSchema },
  (input) => answerList(input, auditExport, auditSource(input.org, input.query)),
);

export const POST = orgRoute(
  { access: internalAuditAccess.create, body: auditInputSchema, status: 201, response: auditSchema },
  ({ org, body }) => createAudit(org, body),
);
