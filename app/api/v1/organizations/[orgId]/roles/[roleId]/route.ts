// GET, PUT /api/v1/organizations/{orgId}/roles/{roleId}: one role with its competences and members.
import { orgRoute } from "@/lib/api/route";
import { getRole } from "@/lib/roles/data";
import { updateRole } from "@/lib/roles/mutations";
import { roleInputSchema } from "@/lib/roles/schema";

export const GET = orgRoute({ scope: "READ" }, ({ org, params }) => getRole(org, params.roleId));

export const PUT = orgRoute({ scope: "MANAGE", body: roleInputSchema }, ({ org, params, body }) =>
  updateRole(org, params.roleId, body),
);
