// GET, PUT /api/v1/organizations/{orgId}/stakeholder-associations/{associationId}
import { orgRoute } from "@/lib/api/route";
import { getAssociation } from "@/lib/stakeholder-associations/data";
import { updateAssociation } from "@/lib/stakeholder-associations/mutations";
import { associationUpdateSchema } from "@/lib/stakeholder-associations/schema";

export const GET = orgRoute({ scope: "READ" }, ({ org, params }) => getAssociation(org, params.associationId));

export const PUT = orgRoute({ scope: "EDIT", body: associationUpdateSchema }, ({ org, params, body }) =>
  updateAssociation(org, params.associationId, body),
);
