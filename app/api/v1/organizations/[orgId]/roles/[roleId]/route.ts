// GET, PUT /api/v1/organizations/{orgId}/roles/{roleId}: one role with its competences and members.
import { orgRoute } from "@/lib/platform/api/route";
import { getRole } from "@/lib/modules/organization/roles/data";
import { updateRole } from "@/lib/modules/organization/roles/mutations";
import { roleInputSchema } from "@/lib/modules/organization/roles/schema";

export const GET = orgRoute({ scope: "READ" }, ({ org, params }) => getRole(org, params.roleId));

export const PUT = orgRoute({ scope: "MANAGE", body: roleInputSchema }, ({ org, params, body }) =>
  updateRole(org, params.roleId, body),
);
