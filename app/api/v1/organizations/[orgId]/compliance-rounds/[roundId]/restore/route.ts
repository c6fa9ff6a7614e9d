// POST /api/v1/organizations/{orgId}/compliance-rounds/{roundId}/restore: the archived round back.
import { orgRoute } from "@/lib/platform/api/route";
import { complianceRoundAccess } from "@/lib/modules/evaluation/compliance-evaluation/access";
import { restoreRound } from "@/lib/modules/evaluation/compliance-evaluation/mutations";
import { roundSchema } from "@/lib/modules/evaluation/compliance-evaluation/dto";

export const POST = orgRoute({ access: complianceRoundAccess.archive, response: roundSchema }, ({ org, params }) =>
  restoreRound(org, params.roundId),
);
