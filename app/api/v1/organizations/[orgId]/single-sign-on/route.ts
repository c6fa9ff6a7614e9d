// GET, PUT, DELETE /api/v1/organizations/{orgId}/single-sign-on: a holding's identity provider
// (OpenID Connect) for its members' sign-in; its managers set it up, change it and remove it. The
// client secret is never answered.
import { orgRoute } from "@/lib/platform/api/route";
import { structureAccess } from "@/lib/modules/organization/structure/access";
import { singleSignOnInputSchema, singleSignOnSchema } from "@/lib/platform/auth/single-sign-on/schema";
import { getSingleSignOn, removeSingleSignOn, saveSingleSignOn } from "@/lib/platform/auth/single-sign-on/settings";

export const GET = orgRoute({ access: structureAccess.singleSignOn, response: singleSignOnSchema }, ({ org }) =>
  getSingleSignOn(org),
);

export const PUT = orgRoute(
  { access: structureAccess.singleSignOn, body: singleSignOnInputSchema, response: singleSignOnSchema },
  ({ org, body }) => saveSingleSignOn(org, body),
);

export const DELETE = orgRoute({ access: structureAccess.singleSignOn, status: 204 }, ({ org }) =>
  removeSingleSignOn(org),
);
