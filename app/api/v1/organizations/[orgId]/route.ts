// GET, PUT /api/v1/organizations/{id}: one organization; MANAGE to change it.
import { orgRoute } from "@/lib/api/route";
import { getOrganization } from "@/lib/organizations/data";
import { updateOrganization } from "@/lib/organizations/mutations";
import { organizationInputSchema } from "@/lib/organizations/schema";

export const GET = orgRoute({ scope: "READ" }, ({ org }) => getOrganization(org));

export const PUT = orgRoute({ scope: "MANAGE", body: organizationInputSchema }, ({ org, body }) =>
  updateOrganization(org, body),
);
