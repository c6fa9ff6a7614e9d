// GET /api/v1/organizations/{orgId}/legislations: the organization's binding obligations, with
// filters (status, jurisdiction, topic, changed since the last evaluation, lastModifiedDate.value
// with lastModifiedDate.matchMode); the matrix reads the same list.
import { orgRoute } from "@/lib/platform/api/route";
import { obligationAccess } from "@/lib/modules/documents/binding-obligations/access";
import { obligationSource } from "@/lib/modules/documents/binding-obligations/data";
import { obligationExport } from "@/lib/modules/documents/binding-obligations/export";
import { answerList } from "@/lib/platform/lists/export/answer";
import { obligationListQuerySchema } from "@/lib/modules/documents/binding-obligations/schema";
import { obligationPageSchema } from "@/lib/modules/documents/binding-obligations/dto";

// a page, or the whole list as CSV or XLSX (`?format=`, or Accept)
export const GET = orgRoute(
  { access: obligationAccess.list, query: obligationListQuerySchema, response: obligationPageSchema },
  (input) => answerList(input, obligationExport, obligationSource(input.org, input.query)),
);
