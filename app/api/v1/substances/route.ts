// GET, POST /api/v1/substances: the substance catalogue, searchable by name, CAS and EC number; system MAINTAIN to add to it.
import { userRoute } from "@/lib/platform/api/route";
import { answerList } from "@/lib/platform/lists/export/answer";
import { substanceAccess } from "@/lib/modules/admin/substances/access";
import { substanceSource } from "@/lib/modules/admin/substances/data";
import { substanceExport } from "@/lib/modules/admin/substances/export";
import { createSubstance } from "@/lib/modules/admin/substances/mutations";
import { substanceInputSchema, substanceListQuerySchema } from "@/lib/modules/admin/substances/schema";
import { substancePageSchema, substanceDetailSchema } from "@/lib/modules/admin/substances/dto";

// a page, or the whole list as CSV or XLSX (`?format=`, or Accept)
export const GET = userRoute(
  { access: substanceAccess.browse, query: substanceListQuerySchema, response: substancePageSchema },
  (input) =>
    answerList(input, substanceExport, substanceSource(input.query, input.query.language ?? input.user.language)),
);

export const POST = userRoute(
  { access: substanceAccess.maintain, body: substanceInputSchema, status: 201, response: substanceDetailSchema },
  ({ user, body }) => createSubstance(user, body),
);
