// GET, POST /api/v1/emission-factors: the shared emission-factor catalogue, each factor with the value valid today; system MAINTAIN to add to it.
import { userRoute } from "@/lib/platform/api/route";
import { answerList } from "@/lib/platform/lists/export/answer";
import { emissionFactorAccess } from "@/lib/modules/admin/emission-factors/access";
import { catalogueSource } from "@/lib/modules/admin/emission-factors/data";
import { catalogueExport } from "@/lib/modules/admin/emission-factors/export";
import { createCatalogueFactor } from "@/lib/modules/admin/emission-factors/mutations";
import { emissionFactorInputSchema, emissionFactorList } from "@/lib/modules/admin/emission-factors/schema";
import { emissionFactorPageSchema, emissionFactorSchema } from "@/lib/modules/admin/emission-factors/dto";

// a page, or the whole catalogue as CSV or XLSX (`?format=`, or Accept)
export const GET = userRoute(
  { access: emissionFactorAccess.browse, query: emissionFactorList.query, response: emissionFactorPageSchema },
  (input) => answerList(input, catalogueExport, catalogueSource(input.query)),
);

export const POST = userRoute(
  {
    access: emissionFactorAccess.maintain,
    body: emissionFactorInputSchema,
    status: 201,
    response: emissionFactorSchema,
  },
  ({ user, body }) => createCatalogueFactor(user, body),
);
