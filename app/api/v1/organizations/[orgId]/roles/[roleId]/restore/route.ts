// POST /api/v1/organizations/{orgId}/roles/{roleId}/restore: the archived role back in the list and the pickers; restoring an active one changes nothing.
import { orgRoute } from "@/lib/platform/api/route";
import { roleAccess } from "@/lib/modules/organization/roles/access";
import { restoreRole } from "@/lib/modules/organization/roles/mutations";
import { roleSchema } from "@/lib/modules/organization/roles/dto";

export const POST = orgRoute({ access: roleAccess.archive, response: roleSchema }, ({ org, params }) =>
  restoreRole(org, params.roleId),
);
