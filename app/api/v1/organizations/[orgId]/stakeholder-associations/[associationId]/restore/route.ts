// POST /api/v1/organizations/{orgId}/stakeholder-associations/{associationId}/restore: the archived stakeholder back in the list; restoring an active one changes nothing.
import { orgRoute } from "@/lib/platform/api/route";
import { stakeholderAccess } from "@/lib/modules/organization/stakeholders/access";
import { restoreAssociation } from "@/lib/modules/organization/stakeholders/mutations";
import { associationSchema } from "@/lib/modules/organization/stakeholders/dto";

export const POST = orgRoute({ access: stakeholderAccess.archive, response: associationSchema }, ({ org, params }) =>
  restoreAssociation(org, params.associationId),
);
