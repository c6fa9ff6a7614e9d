// GET, PUT /api/v1/organizations/{orgId}/scope: the management system's scope; every save is a revision.
import { orgRoute } from "@/lib/platform/api/route";
import { scopeAccess } from "@/lib/modules/organization/scope/access";
import { getScope } from "@/lib/modules/organization/scope/data";
import { saveScope } from "@/lib/modules/organization/scope/mutations";
import { scopeInputSchema } from "@/lib/modules/organization/scope/schema";
import { scopeSchema } from "@/lib/modules/organization/scope/dto";

export const GET = orgRoute({ access: scopeAccess.read, response: scopeSchema }, ({ org }) => getScope(org));

export const PUT = orgRoute(
  { access: scopeAccess.update, body: scopeInputSchema, response: scopeSchema },
  ({ org, body }) => saveScope(org, body),
);
