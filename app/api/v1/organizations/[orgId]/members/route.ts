// GET, POST /api/v1/organizations/{orgId}/members: the organization's members; add a person (a new address is invited).
import { orgRoute } from "@/lib/platform/api/route";
import { memberAccess } from "@/lib/modules/organization/members/access";
import { appBaseUrl } from "@/lib/platform/http/app-url";
import { memberSource } from "@/lib/modules/organization/members/data";
import { memberExport } from "@/lib/modules/organization/members/export";
import { answerList } from "@/lib/platform/lists/export/answer";
import { createMember } from "@/lib/modules/organization/members/mutations";
import { memberCreateSchema, memberListQuerySchema } from "@/lib/modules/organization/members/schema";
import { memberPageSchema, memberSchema } from "@/lib/modules/organization/members/dto";

// a page, or the whole list as CSV or XLSX (`?format=`, or Accept)
export const GET = orgRoute(
  { access: memberAccess.list, query: memberListQuerySchema, response: memberPageSchema },
  (input) => answerList(input, memberExport, memberSource(input.org, input.query)),
);

export const POST = orgRoute(
  { access: memberAccess.create, body: memberCreateSchema, status: 201, response: memberSchema },
  ({ org, body, request }) => createMember(org, body, appBaseUrl(request)),
);
