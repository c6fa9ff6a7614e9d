// GET /api/v1/organizations/{orgId}/risk-hazards: the hazard register (every hazard of the assessments in force), a page or the whole as CSV or XLSX.
import { orgRoute } from "@/lib/platform/api/route";
import { answerList } from "@/lib/platform/lists/export/answer";
import { riskAccess } from "@/lib/modules/planning/risk-assessment/access";
import { hazardSource } from "@/lib/modules/planning/risk-assessment/data";
import { hazardExport } from "@/lib/modules/planning/risk-assessment/export";
import { hazardList } from "@/lib/modules/planning/risk-assessment/schema";
import { hazardPageSchema } from "@/lib/modules/planning/risk-assessment/dto";

export const GET = orgRoute({ access: riskAccess.list, query: hazardList.query, response: hazardPageSchema }, (input) =>
  answerList(input, hazardExport, hazardSource(input.org, input.query)),
);
