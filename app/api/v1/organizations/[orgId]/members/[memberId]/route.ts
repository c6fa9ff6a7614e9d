// GET, PUT, DELETE /api/v1/organizations/{orgId}/members/{memberId}: one member with roles and competence requirements; DELETE takes them out of the organization.
import { orgRoute } from "@/lib/platform/api/route";
import { memberAccess } from "@/lib/modules/organization/members/access";
import { getMember } from "@/lib/modules/organization/members/data";
import { updateMember } from "@/lib/modules/organization/members/mutations";
import { memberUpdateSchema } from "@/lib/modules/organization/members/schema";
import { removeMember } from "@/lib/modules/organization/members/removal";
import { memberSchema } from "@/lib/modules/organization/members/dto";

export const GET = orgRoute({ access: memberAccess.read, response: memberSchema }, ({ org, params }) =>
  getMember(org, params.memberId),
);

export const PUT = orgRoute(
  { access: memberAccess.update, body: memberUpdateSchema, response: memberSchema },
  ({ org, params, body }) => updateMember(org, params.memberId, body),
);

export const DELETE = orgRoute({ access: memberAccess.remove, status: 204 }, ({ org, params }) =>
  removeMember(org, params.memberId),
);
