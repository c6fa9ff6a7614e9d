// GET /api/v1/organizations/{orgId}/scope/revisions: the saved versions of the scope, newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { scopeAccess } from "@/lib/modules/organization/scope/access";
import { scopeRevisionSource } from "@/lib/modules/organization/scope/data";
import { scopeRevisionExport } from "@/lib/modules/organization/scope/export";
import { answerList } from "@/lib/platform/lists/export/answer";
import { scopeRevisionListQuerySchema } from "@/lib/modules/organization/scope/schema";
import { scopeRevisionPageSchema } from "@/lib/modules/organization/scope/dto";

export const GET = orgRoute(
  { access: scopeAccess.listRevisions, query: scopeRevisionListQuerySchema, response: scopeRevisionPageSchema },
  // a page, or every version as CSV or XLSX (`?format=`, or Accept)
  (input) => answerList(input, scopeRevisionExport, scopeRevisionSource(input.org)),
);
