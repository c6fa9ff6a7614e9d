// GET, POST /api/v1/organizations/{orgId}/stakeholder-associations: the organization's stakeholders
// with their needs and expectations.
import { orgRoute } from "@/lib/platform/api/route";
import { stakeholderAccess } from "@/lib/modules/organization/stakeholders/access";
import { associationSource } from "@/lib/modules/organization/stakeholders/data";
import { associationExport } from "@/lib/modules/organization/stakeholders/export";
import { answerList } from "@/lib/platform/lists/export/answer";
import { createAssociation } from "@/lib/modules/organization/stakeholders/mutations";
import { associationCreateSchema, associationListQuerySchema } from "@/lib/modules/organization/stakeholders/schema";
import { associationPageSchema, associationSchema } from "@/lib/modules/organization/stakeholders/dto";

// a page, or the whole list as CSV or XLSX (`?format=`, or Accept)
export const GET = orgRoute(
  { access: stakeholderAccess.list, query: associationListQuerySchema, response: associationPageSchema },
  (input) => answerList(input, associationExport, associationSource(input.org, input.query)),
);

export const POST = orgRoute(
  { access: stakeholderAccess.create, body: associationCreateSchema, status: 201, response: associationSchema },
  ({ org, body }) => createAssociation(org, body),
);
