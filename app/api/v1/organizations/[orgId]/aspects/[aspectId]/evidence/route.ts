// GET /api/v1/organizations/{orgId}/aspects/{aspectId}/evidence: the measured figures of the aspect's meters, waste arrangements and chemicals, the last twelve months beside the twelve before.
import { orgRoute } from "@/lib/platform/api/route";
import { aspectAccess } from "@/lib/modules/planning/aspects/access";
import { getAspect } from "@/lib/modules/planning/aspects/data";
import { aspectEvidence } from "@/lib/modules/planning/aspects/evidence";
import { aspectEvidenceSchema } from "@/lib/modules/planning/aspects/dto";

export const GET = orgRoute({ access: aspectAccess.read, response: aspectEvidenceSchema }, async ({ org, params }) =>
  aspectEvidence(org, await getAspect(org, params.aspectId)),
);
