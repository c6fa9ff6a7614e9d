// GET, POST /api/v1/organizations/{orgId}/stakeholder-associations: the organization's stakeholders
// with their needs and expectations.
import { orgRoute } from "@/lib/platform/api/route";
import { stakeholderAccess } from "@/lib/modules/organization/stakeholders/access";
import { listAssociations } from "@/lib/modules/organization/stakeholders/data";
import { createAssociation } from "@/lib/modules/organization/stakeholders/mutations";
import { associationCreateSchema, associationListQuerySchema } from "@/lib/modules/organization/stakeholders/schema";

export const GET = orgRoute({ access: stakeholderAccess.list, query: associationListQuerySchema }, ({ org, query }) =>
  listAssociations(org, query),
);

export const POST = orgRoute(
  { access: stakeholderAccess.create, body: associationCreateSchema, status: 201 },
  ({ org, body }) => createAssociation(org, body),
);
