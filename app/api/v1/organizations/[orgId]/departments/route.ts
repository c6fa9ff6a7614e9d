// GET, POST /api/v1/organizations/{id}/departments
import { orgRoute } from "@/lib/platform/api/route";
import { structureAccess } from "@/lib/modules/organization/structure/access";
import { listDepartments } from "@/lib/modules/organization/structure/data";
import { createDepartment } from "@/lib/modules/organization/structure/mutations";
import { departmentInputSchema } from "@/lib/modules/organization/structure/schema";
import { organizationListSchema, organizationSchema } from "@/lib/modules/organization/structure/dto";

export const GET = orgRoute({ access: structureAccess.read, response: organizationListSchema }, ({ org }) =>
  listDepartments(org),
);

export const POST = orgRoute(
  { access: structureAccess.manage, body: departmentInputSchema, status: 201, response: organizationSchema },
  ({ org, body }) => createDepartment(org, body),
);
