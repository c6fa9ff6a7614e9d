// GET /api/v1/organizations/{orgId}/audit-entries: the audit log of the organization and everything
// below it, filtered by person, kind of record, action and period (MANAGE); a page of entries as a
// person reads them, or the whole log as CSV, XLSX or PDF (`?format=`, or Accept).
import { orgRoute } from "@/lib/platform/api/route";
import { platformAccess } from "@/lib/platform/auth/access";
import { auditListQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { auditLog } from "@/lib/modules/history";

export const GET = orgRoute(
  { access: platformAccess.auditLog, query: auditListQuerySchema, response: auditPageSchema },
  (input) => auditLog(input),
);
