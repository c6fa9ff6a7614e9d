// GET /api/v1/organizations/{orgId}/responsibilities/coverage: every responsibility with who holds it today, and the required ones nobody holds.
import { orgRoute } from "@/lib/platform/api/route";
import { responsibilityAccess } from "@/lib/modules/leadership/delegation/access";
import { coverage } from "@/lib/modules/leadership/delegation/data";
import { coverageSchema } from "@/lib/modules/leadership/delegation/dto";

export const GET = orgRoute({ access: responsibilityAccess.list, response: coverageSchema }, async ({ org }) => ({
  content: await coverage(org),
}));
