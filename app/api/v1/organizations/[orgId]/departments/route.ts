// GET, POST /api/v1/organizations/{id}/departments
import { orgRoute } from "@/lib/platform/api/route";
import { listDepartments } from "@/lib/modules/organization/structure/data";
import { createDepartment } from "@/lib/modules/organization/structure/mutations";
import { departmentInputSchema } from "@/lib/modules/organization/structure/schema";

export const GET = orgRoute({ scope: "READ" }, ({ org }) => listDepartments(org));

export const POST = orgRoute({ scope: "MANAGE", body: departmentInputSchema, status: 201 }, ({ org, body }) =>
  createDepartment(org, body),
);
