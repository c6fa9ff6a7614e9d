// GET /api/v1/organizations/{orgId}/compliance-rounds/{roundId}/obligations: the round's obligations with their results in it, a page or the whole as CSV or XLSX.
import { orgRoute } from "@/lib/platform/api/route";
import { answerList } from "@/lib/platform/lists/export/answer";
import { complianceRoundAccess } from "@/lib/modules/evaluation/compliance-evaluation/access";
import { roundObligationSource } from "@/lib/modules/evaluation/compliance-evaluation/data";
import { roundObligationExport } from "@/lib/modules/evaluation/compliance-evaluation/export";
import { roundObligationList } from "@/lib/modules/evaluation/compliance-evaluation/schema";
import { roundObligationPageSchema } from "@/lib/modules/evaluation/compliance-evaluation/dto";

export const GET = orgRoute(
  { access: complianceRoundAccess.read, query: roundObligationList.query, response: roundObligationPageSchema },
  async (input) =>
    answerList(input, roundObligationExport, await roundObligationSource(input.org, input.params.roundId, input.query)),
);
