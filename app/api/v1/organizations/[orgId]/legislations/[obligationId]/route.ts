// GET, PUT, DELETE /api/v1/organizations/{orgId}/legislations/{obligationId}: one binding
// obligation with its latest evaluation and next evaluation date; PUT saves how the act applies,
// who is responsible and the evaluation schedule (an evaluation is recorded under …/evaluations);
// DELETE archives it.
import { orgRoute } from "@/lib/platform/api/route";
import { obligationAccess } from "@/lib/modules/documents/binding-obligations/access";
import { getObligation } from "@/lib/modules/documents/binding-obligations/data";
import { archiveObligation, updateObligation } from "@/lib/modules/documents/binding-obligations/mutations";
import { obligationInputSchema } from "@/lib/modules/documents/binding-obligations/schema";
import { obligationSchema } from "@/lib/modules/documents/binding-obligations/dto";

export const GET = orgRoute({ access: obligationAccess.read, response: obligationSchema }, ({ org, params }) =>
  getObligation(org, params.obligationId),
);

export const PUT = orgRoute(
  { access: obligationAccess.update, body: obligationInputSchema, response: obligationSchema },
  ({ org, params, body }) => updateObligation(org, params.obligationId, body),
);

export const DELETE = orgRoute({ access: obligationAccess.archive, status: 204 }, ({ org, params }) =>
  archiveObligation(org, params.obligationId),
);
