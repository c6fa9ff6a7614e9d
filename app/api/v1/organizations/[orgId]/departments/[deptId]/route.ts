// GET, PUT /api/v1/organizations/{id}/departments/{deptId}
import { orgRoute } from "@/lib/api/route";
import { getDepartment } from "@/lib/organizations/data";
import { updateDepartment } from "@/lib/organizations/mutations";
import { departmentInputSchema } from "@/lib/organizations/schema";

export const GET = orgRoute({ scope: "READ" }, ({ org, params }) => getDepartment(org, params.deptId));

export const PUT = orgRoute({ scope: "MANAGE", body: departmentInputSchema }, ({ org, params, body }) =>
  updateDepartment(org, params.deptId, body),
);
