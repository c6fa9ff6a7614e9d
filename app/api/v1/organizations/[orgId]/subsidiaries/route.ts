// POST /api/v1/organizations/{id}/subsidiaries: add a subsidiary (MANAGE in the parent).
import { orgRoute } from "@/lib/platform/api/route";
import { structureAccess } from "@/lib/modules/organization/structure/access";
import { createSubsidiary } from "@/lib/modules/organization/structure/mutations";
import { organizationInputSchema } from "@/lib/modules/organization/structure/schema";
import { organizationSchema } from "@/lib/modules/organization/structure/dto";

export const POST = orgRoute(
  { access: structureAccess.manage, body: organizationInputSchema, status: 201, response: organizationSchema },
  ({ org, body }) => createSubsidiary(org, body),
);
