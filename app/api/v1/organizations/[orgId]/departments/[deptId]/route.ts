// GET, PUT /api/v1/organizations/{id}/departments/{deptId}
import { orgRoute } from "@/lib/platform/api/route";
import { getDepartment } from "@/lib/modules/organization/structure/data";
import { updateDepartment } from "@/lib/modules/organization/structure/mutations";
import { departmentInputSchema } from "@/lib/modules/organization/structure/schema";

export const GET = orgRoute({ scope: "READ" }, ({ org, params }) => getDepartment(org, params.deptId));

export const PUT = orgRoute({ scope: "MANAGE", body: departmentInputSchema }, ({ org, params, body }) =>
  updateDepartment(org, params.deptId, body),
);
