// POST /api/v1/organizations/{orgId}/legislations/from-catalogue/{legislationId}: an empty body
// binds the catalogue act to the organization (not yet evaluated); an act already bound answers
// its obligation.
import { orgRoute } from "@/lib/platform/api/route";
import { obligationAccess } from "@/lib/modules/documents/binding-obligations/access";
import { createObligation } from "@/lib/modules/documents/binding-obligations/mutations";
import { obligationSchema } from "@/lib/modules/documents/binding-obligations/dto";

export const POST = orgRoute(
  { access: obligationAccess.create, status: 201, response: obligationSchema },
  ({ org, params }) => createObligation(org, params.legislationId),
);
