// GET /api/v1/organizations/{orgId}/reports/{reportKey}: a ready report as PDF or XLSX in the reader's language, for the organization (with `descendants=true` also those below it, where the reader may read it) and the period `from`–`to` (months, YYYY-MM).
import { forbidden, notFound } from "@/lib/platform/api/errors";
import { fileAnswer } from "@/lib/platform/api/response";
import { orgRoute } from "@/lib/platform/api/route";
import { permits } from "@/lib/platform/auth/access";
import { reportsAccess } from "@/lib/modules/monitoring/reports/access";
import { reportByKey } from "@/lib/modules/monitoring/reports/catalogue";
import { reportFile } from "@/lib/modules/monitoring/reports/render";
import { reportQuerySchema } from "@/lib/modules/monitoring/reports/schema";
import { reportSections } from "@/lib/modules/monitoring/reports/scope";

const reportAnswer = fileAnswer(
  "application/pdf",
  "The report as a PDF (format=pdf) or an XLSX workbook (format=xlsx), in the reader's language",
);

export const GET = orgRoute(
  { access: reportsAccess.read, query: reportQuerySchema, response: reportAnswer },
  async ({ org, params, query }) => {
    const report = reportByKey(params.reportKey);
    if (!report) throw notFound("No such report");
    // each report is read with the access its records are listed with (risks and aspects: MANAGE)
    if (!permits(report.access, org)) throw forbidden();
    const sections = await reportSections(org, report, query.descendants === "true");
    return reportFile(org, { report, period: { from: query.from, to: query.to }, sections }, query.format);
  },
);
