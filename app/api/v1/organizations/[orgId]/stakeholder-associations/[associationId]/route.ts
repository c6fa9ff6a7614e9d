// GET, PUT, DELETE /api/v1/organizations/{orgId}/stakeholder-associations/{associationId}; DELETE archives the association.
import { orgRoute } from "@/lib/platform/api/route";
import { stakeholderAccess } from "@/lib/modules/organization/stakeholders/access";
import { getAssociation } from "@/lib/modules/organization/stakeholders/data";
import { updateAssociation } from "@/lib/modules/organization/stakeholders/mutations";
import { associationUpdateSchema } from "@/lib/modules/organization/stakeholders/schema";
import { archiveAssociation } from "@/lib/modules/organization/stakeholders/mutations";
import { associationSchema } from "@/lib/modules/organization/stakeholders/dto";

export const GET = orgRoute({ access: stakeholderAccess.read, response: associationSchema }, ({ org, params }) =>
  getAssociation(org, params.associationId),
);

export const PUT = orgRoute(
  { access: stakeholderAccess.update, body: associationUpdateSchema, response: associationSchema },
  ({ org, params, body }) => updateAssociation(org, params.associationId, body),
);

export const DELETE = orgRoute({ access: stakeholderAccess.archive, status: 204 }, ({ org, params }) =>
  archiveAssociation(org, params.associationId),
);
