// GET, POST /api/v1/organizations/{id}/departments
import { orgRoute } from "@/lib/api/route";
import { listDepartments } from "@/lib/organizations/data";
import { createDepartment } from "@/lib/organizations/mutations";
import { departmentInputSchema } from "@/lib/organizations/schema";

export const GET = orgRoute({ scope: "READ" }, ({ org }) => listDepartments(org));

export const POST = orgRoute({ scope: "MANAGE", body: departmentInputSchema, status: 201 }, ({ org, body }) =>
  createDepartment(org, body),
);
