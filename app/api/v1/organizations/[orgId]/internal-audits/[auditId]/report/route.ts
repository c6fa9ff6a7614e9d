// GET /api/v1/organizations/{orgId}/internal-audits/{auditId}/report: the audit report as a PDF in the reader's language.
import { orgRoute } from "@/lib/platform/api/route";
import { pdfAttachment, pdfFile } from "@/lib/platform/pdf/attachment";
import { internalAuditAccess } from "@/lib/modules/evaluation/internal-audit/access";
import { getAudit } from "@/lib/modules/evaluation/internal-audit/data";
import { auditReport } from "@/lib/modules/evaluation/internal-audit/report";

export const GET = orgRoute({ access: internalAuditAccess.read, response: pdfFile }, async ({ org, params }) => {
  const audit = await getAudit(org, params.auditId);
  return pdfAttachment(await auditReport(org, audit), `${audit.title} ${audit.year}`);
});
