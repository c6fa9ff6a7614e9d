// GET, PUT, DELETE /api/v1/organizations/{orgId}/roles/{roleId}: one role with its competences and members; DELETE archives it.
import { orgRoute } from "@/lib/platform/api/route";
import { roleAccess } from "@/lib/modules/organization/roles/access";
import { getRole } from "@/lib/modules/organization/roles/data";
import { updateRole } from "@/lib/modules/organization/roles/mutations";
import { roleInputSchema } from "@/lib/modules/organization/roles/schema";
import { archiveRole } from "@/lib/modules/organization/roles/mutations";
import { roleSchema } from "@/lib/modules/organization/roles/dto";

export const GET = orgRoute({ access: roleAccess.read, response: roleSchema }, ({ org, params }) =>
  getRole(org, params.roleId),
);

export const PUT = orgRoute(
  { access: roleAccess.update, body: roleInputSchema, response: roleSchema },
  ({ org, params, body }) => updateRole(org, params.roleId, body),
);

export const DELETE = orgRoute({ access: roleAccess.archive, status: 204 }, ({ org, params }) =>
  archiveRole(org, params.roleId),
);
