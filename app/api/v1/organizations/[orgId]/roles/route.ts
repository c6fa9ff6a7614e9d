// GET, POST /api/v1/organizations/{orgId}/roles: roles bundle competences for the members who hold them.
import { orgRoute } from "@/lib/platform/api/route";
import { roleAccess } from "@/lib/modules/organization/roles/access";
import { listRoles } from "@/lib/modules/organization/roles/data";
import { createRole } from "@/lib/modules/organization/roles/mutations";
import { roleInputSchema, roleListQuerySchema } from "@/lib/modules/organization/roles/schema";

export const GET = orgRoute({ access: roleAccess.list, query: roleListQuerySchema }, ({ org, query }) =>
  listRoles(org, query),
);

export const POST = orgRoute({ access: roleAccess.create, body: roleInputSchema, status: 201 }, ({ org, body }) =>
  createRole(org, body),
);
