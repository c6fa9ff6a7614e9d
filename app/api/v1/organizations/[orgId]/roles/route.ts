// GET, POST /api/v1/organizations/{orgId}/roles: roles bundle competences for the members who hold them.
import { orgRoute } from "@/lib/platform/api/route";
import { listRoles } from "@/lib/modules/organization/roles/data";
import { createRole } from "@/lib/modules/organization/roles/mutations";
import { roleInputSchema, roleListQuerySchema } from "@/lib/modules/organization/roles/schema";

export const GET = orgRoute({ scope: "READ", query: roleListQuerySchema }, ({ org, query }) => listRoles(org, query));

export const POST = orgRoute({ scope: "MANAGE", body: roleInputSchema, status: 201 }, ({ org, body }) =>
  createRole(org, body),
);
