// GET, PUT /api/v1/organizations/{orgId}/members/{memberId}: one member with roles and competence requirements.
import { orgRoute } from "@/lib/platform/api/route";
import { memberAccess } from "@/lib/modules/organization/members/access";
import { getMember } from "@/lib/modules/organization/members/data";
import { updateMember } from "@/lib/modules/organization/members/mutations";
import { memberUpdateSchema } from "@/lib/modules/organization/members/schema";

export const GET = orgRoute({ access: memberAccess.read }, ({ org, params }) => getMember(org, params.memberId));

export const PUT = orgRoute({ access: memberAccess.update, body: memberUpdateSchema }, ({ org, params, body }) =>
  updateMember(org, params.memberId, body),
);
