// GET /api/v1/organizations/{orgId}/compliance-rounds/{roundId}/report: the round as a PDF for the auditor, in the reader's language.
import { orgRoute } from "@/lib/platform/api/route";
import { pdfAttachment, pdfFile } from "@/lib/platform/pdf/attachment";
import { complianceRoundAccess } from "@/lib/modules/evaluation/compliance-evaluation/access";
import { getRound } from "@/lib/modules/evaluation/compliance-evaluation/data";
import { roundReport } from "@/lib/modules/evaluation/compliance-evaluation/report";

export const GET = orgRoute({ access: complianceRoundAccess.read, response: pdfFile }, async ({ org, params }) => {
  const round = await getRound(org, params.roundId);
  return pdfAttachment(await roundReport(org, round), `${round.title} ${round.year}`);
});
