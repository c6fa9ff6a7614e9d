// POST /api/v1/organizations/{orgId}/legislations/{obligationId}/restore: the archived binding obligation back in the register; restoring an active one changes nothing.
import { orgRoute } from "@/lib/platform/api/route";
import { obligationAccess } from "@/lib/modules/documents/binding-obligations/access";
import { restoreObligation } from "@/lib/modules/documents/binding-obligations/mutations";
import { obligationSchema } from "@/lib/modules/documents/binding-obligations/dto";

export const POST = orgRoute({ access: obligationAccess.archive, response: obligationSchema }, ({ org, params }) =>
  restoreObligation(org, params.obligationId),
);
