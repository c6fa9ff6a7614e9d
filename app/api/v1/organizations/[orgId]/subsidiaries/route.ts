// POST /api/v1/organizations/{id}/subsidiaries: add a subsidiary (MANAGE in the parent).
import { orgRoute } from "@/lib/api/route";
import { createSubsidiary } from "@/lib/organizations/mutations";
import { organizationInputSchema } from "@/lib/organizations/schema";

export const POST = orgRoute({ scope: "MANAGE", body: organizationInputSchema, status: 201 }, ({ org, body }) =>
  createSubsidiary(org, body),
);
