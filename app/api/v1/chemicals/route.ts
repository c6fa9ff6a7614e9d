// GET, POST /api/v1/chemicals: the chemical product catalogue, searchable by trade name; system MAINTAIN to add to it.
import { userRoute } from "@/lib/platform/api/route";
import { answerList } from "@/lib/platform/lists/export/answer";
import { chemicalAccess } from "@/lib/modules/admin/chemicals/access";
import { chemicalSource } from "@/lib/modules/admin/chemicals/data";
import { chemicalExport } from "@/lib/modules/admin/chemicals/export";
import { createChemical } from "@/lib/modules/admin/chemicals/mutations";
import { chemicalInputSchema, chemicalListQuerySchema } from "@/lib/modules/admin/chemicals/schema";
import { chemicalPageSchema, chemicalSchema } from "@/lib/modules/admin/chemicals/dto";

// a page, or the whole list as CSV or XLSX (`?format=`, or Accept)
export const GET = userRoute(
  { access: chemicalAccess.browse, query: chemicalListQuerySchema, response: chemicalPageSchema },
  (input) =>
    answerList(input, chemicalExport, chemicalSource(input.query, input.query.language ?? input.user.language)),
);

export const POST = userRoute(
  { access: chemicalAccess.maintain, body: chemicalInputSchema, status: 201, response: chemicalSchema },
  ({ user, body }) => createChemical(user, body),
);
