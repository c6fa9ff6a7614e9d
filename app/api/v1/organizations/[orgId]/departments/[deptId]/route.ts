// GET, PUT, DELETE /api/v1/organizations/{id}/departments/{deptId}; DELETE archives the department.
import { orgRoute } from "@/lib/platform/api/route";
import { structureAccess } from "@/lib/modules/organization/structure/access";
import { getDepartment } from "@/lib/modules/organization/structure/data";
import { updateDepartment } from "@/lib/modules/organization/structure/mutations";
import { departmentInputSchema } from "@/lib/modules/organization/structure/schema";
import { archiveDepartment } from "@/lib/modules/organization/structure/mutations";
import { organizationSchema } from "@/lib/modules/organization/structure/dto";

export const GET = orgRoute({ access: structureAccess.read, response: organizationSchema }, ({ org, params }) =>
  getDepartment(org, params.deptId),
);

export const PUT = orgRoute(
  { access: structureAccess.manage, body: departmentInputSchema, response: organizationSchema },
  ({ org, params, body }) => updateDepartment(org, params.deptId, body),
);

export const DELETE = orgRoute({ access: structureAccess.manage, status: 204 }, ({ org, params }) =>
  archiveDepartment(org, params.deptId),
);
