// GET, PUT /api/v1/organizations/{orgId}/members/{memberId}: one member with roles and competence requirements.
import { orgRoute } from "@/lib/platform/api/route";
import { getMember } from "@/lib/modules/organization/members/data";
import { updateMember } from "@/lib/modules/organization/members/mutations";
import { memberUpdateSchema } from "@/lib/modules/organization/members/schema";

export const GET = orgRoute({ scope: "READ" }, ({ org, params }) => getMember(org, params.memberId));

export const PUT = orgRoute({ scope: "MANAGE", body: memberUpdateSchema }, ({ org, params, body }) =>
  updateMember(org, params.memberId, body),
);
