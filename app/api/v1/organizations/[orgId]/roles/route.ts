// GET, POST /api/v1/organizations/{orgId}/roles: roles bundle competences for the members who hold them.
import { orgRoute } from "@/lib/api/route";
import { listRoles } from "@/lib/roles/data";
import { createRole } from "@/lib/roles/mutations";
import { roleInputSchema, roleListQuerySchema } from "@/lib/roles/schema";

export const GET = orgRoute({ scope: "READ", query: roleListQuerySchema }, ({ org, query }) => listRoles(org, query));

export const POST = orgRoute({ scope: "MANAGE", body: roleInputSchema, status: 201 }, ({ org, body }) =>
  createRole(org, body),
);
