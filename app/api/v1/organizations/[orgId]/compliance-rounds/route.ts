// GET, POST /api/v1/organizations/{orgId}/compliance-rounds: the compliance evaluation rounds year by year with their progress and results, a page or the whole as CSV or XLSX; POST starts a round.
import { orgRoute } from "@/lib/platform/api/route";
import { answerList } from "@/lib/platform/lists/export/answer";
import { complianceRoundAccess } from "@/lib/modules/evaluation/compliance-evaluation/access";
import { roundSource } from "@/lib/modules/evaluation/compliance-evaluation/data";
import { roundExport } from "@/lib/modules/evaluation/compliance-evaluation/export";
import { createRound } from "@/lib/modules/evaluation/compliance-evaluation/mutations";
import { roundInputSchema, roundList } from "@/lib/modules/evaluation/compliance-evaluation/schema";
import { roundPageSchema, roundSchema } from "@/lib/modules/evaluation/compliance-evaluation/dto";

export const GET = orgRoute(
  { access: complianceRoundAccess.list, query: roundList.query, response: roundPageSchema },
  (input) => answerList(input, roundExport, roundSource(input.org, input.query)),
);

export const POST = orgRoute(
  { access: complianceRoundAccess.create, body: roundInputSchema, status: 201, response: roundSchema },
  ({ org, body }) => createRound(org, body),
);
