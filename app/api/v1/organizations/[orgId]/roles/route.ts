// GET, POST /api/v1/organizations/{orgId}/roles: roles bundle competences for the members who hold them.
import { orgRoute } from "@/lib/platform/api/route";
import { roleAccess } from "@/lib/modules/organization/roles/access";
import { roleSource } from "@/lib/modules/organization/roles/data";
import { roleExport } from "@/lib/modules/organization/roles/export";
import { answerList } from "@/lib/platform/lists/export/answer";
import { createRole } from "@/lib/modules/organization/roles/mutations";
import { roleInputSchema, roleListQuerySchema } from "@/lib/modules/organization/roles/schema";
import { rolePageSchema, roleSchema } from "@/lib/modules/organization/roles/dto";

// a page, or every matching role as CSV or XLSX (`?format=`, or Accept)
export const GET = orgRoute(
  { access: roleAccess.list, query: roleListQuerySchema, response: rolePageSchema },
  (input) => answerList(input, roleExport, roleSource(input.org, input.query)),
);

export const POST = orgRoute(
  { access: roleAccess.create, body: roleInputSchema, status: 201, response: roleSchema },
  ({ org, body }) => createRole(org, body),
);
