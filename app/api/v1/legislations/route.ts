// GET, POST /api/v1/legislations: the shared legislation catalogue; system MAINTAIN to add to it.
import { userRoute } from "@/lib/platform/api/route";
import { legislationAccess } from "@/lib/modules/admin/legislation/access";
import { legislationSource } from "@/lib/modules/admin/legislation/data";
import { legislationExport } from "@/lib/modules/admin/legislation/export";
import { answerList } from "@/lib/platform/lists/export/answer";
import { createLegislation } from "@/lib/modules/admin/legislation/mutations";
import { legislationInputSchema, legislationListQuerySchema } from "@/lib/modules/admin/legislation/schema";
import { legislationPageSchema, legislationSchema } from "@/lib/modules/admin/legislation/dto";

// a page, or the whole catalogue as CSV or XLSX (`?format=`, or Accept)
export const GET = userRoute(
  { access: legislationAccess.browse, query: legislationListQuerySchema, response: legislationPageSchema },
  (input) => answerList(input, legislationExport, legislationSource(input.query)),
);

export const POST = userRoute(
  { access: legislationAccess.maintain, body: legislationInputSchema, status: 201, response: legislationSchema },
  ({ user, body }) => createLegislation(user, body),
);
