// POST /api/v1/organizations/{orgId}/responsibilities/{responsibilityId}/restore: an archived own responsibility back.
import { orgRoute } from "@/lib/platform/api/route";
import { responsibilityAccess } from "@/lib/modules/leadership/delegation/access";
import { restoreResponsibility } from "@/lib/modules/leadership/delegation/mutations";
import { responsibilitySchema } from "@/lib/modules/leadership/delegation/dto";

export const POST = orgRoute(
  { access: responsibilityAccess.archive, response: responsibilitySchema },
  ({ org, params }) => restoreResponsibility(org, params.responsibilityId),
);
