// GET, PUT /api/v1/organizations/{orgId}/scope: the management system's scope; every save is a revision.
import { orgRoute } from "@/lib/api/route";
import { getScope } from "@/lib/scope/data";
import { saveScope } from "@/lib/scope/mutations";
import { scopeInputSchema } from "@/lib/scope/schema";

export const GET = orgRoute({ scope: "READ" }, ({ org }) => getScope(org));

export const PUT = orgRoute({ scope: "EDIT", body: scopeInputSchema }, ({ org, body }) => saveScope(org, body));
