// POST /api/v1/organizations/{orgId}/compliance-rounds/{roundId}/sign-off: a manager signs the round off once every obligation has an evaluation in it; read-only after.
import { orgRoute } from "@/lib/platform/api/route";
import { complianceRoundAccess } from "@/lib/modules/evaluation/compliance-evaluation/access";
import { signOffRound } from "@/lib/modules/evaluation/compliance-evaluation/mutations";
import { signOffSchema } from "@/lib/modules/evaluation/compliance-evaluation/schema";
import { roundSchema } from "@/lib/modules/evaluation/compliance-evaluation/dto";

export const POST = orgRoute(
  { access: complianceRoundAccess.signOff, body: signOffSchema, response: roundSchema },
  ({ org, params, body }) => signOffRound(org, params.roundId, body),
);
