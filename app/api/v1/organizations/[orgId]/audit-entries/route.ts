// GET /api/v1/organizations/{orgId}/audit-entries: the audit log of the organization and everything
// below it, filtered by person, kind of record, action and period (MANAGE).
import { orgRoute } from "@/lib/platform/api/route";
import { platformAccess } from "@/lib/platform/auth/access";
import { listAuditEntries } from "@/lib/platform/audit/data";
import { auditListQuerySchema } from "@/lib/platform/audit/schema";

export const GET = orgRoute({ access: platformAccess.auditLog, query: auditListQuerySchema }, ({ org, query }) =>
  listAuditEntries(org, query),
);
