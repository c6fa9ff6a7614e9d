// GET, PUT, DELETE /api/v1/organizations/{orgId}/compliance-rounds/{roundId}: one round with its progress; PUT while it is open; DELETE archives it.
import { orgRoute } from "@/lib/platform/api/route";
import { complianceRoundAccess } from "@/lib/modules/evaluation/compliance-evaluation/access";
import { getRound } from "@/lib/modules/evaluation/compliance-evaluation/data";
import { archiveRound, updateRound } from "@/lib/modules/evaluation/compliance-evaluation/mutations";
import { roundInputSchema } from "@/lib/modules/evaluation/compliance-evaluation/schema";
import { roundSchema } from "@/lib/modules/evaluation/compliance-evaluation/dto";

export const GET = orgRoute({ access: complianceRoundAccess.read, response: roundSchema }, ({ org, params }) =>
  getRound(org, params.roundId),
);

export const PUT = orgRoute(
  { access: complianceRoundAccess.update, body: roundInputSchema, response: roundSchema },
  ({ org, params, body }) => updateRound(org, params.roundId, body),
);

export const DELETE = orgRoute({ access: complianceRoundAccess.archive, status: 204 }, ({ org, params }) =>
  archiveRound(org, params.roundId),
);
