// GET /api/v1/organizations/{orgId}/audit-entries: the audit log of the organization and everything
// below it, filtered by person, kind of record, action and period (MANAGE); a page, or the whole
// log as CSV or XLSX (`?format=`, or Accept).
import { orgRoute } from "@/lib/platform/api/route";
import { platformAccess } from "@/lib/platform/auth/access";
import { auditSource } from "@/lib/platform/audit/data";
import { auditExport } from "@/lib/platform/audit/export";
import { auditListQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { answerList } from "@/lib/platform/lists/export/answer";

export const GET = orgRoute(
  { access: platformAccess.auditLog, query: auditListQuerySchema, response: auditPageSchema },
  (input) => answerList(input, auditExport, auditSource(input.org, input.query)),
);
