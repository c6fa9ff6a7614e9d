// GET, POST /api/v1/organizations/{orgId}/chemical-associations: the organization's chemical register (catalogue products it keeps, where, how much, and the workplace instruction).
import { orgRoute } from "@/lib/platform/api/route";
import { answerList } from "@/lib/platform/lists/export/answer";
import { chemicalRegisterAccess } from "@/lib/modules/chemicals/register/access";
import { chemicalRegisterSource } from "@/lib/modules/chemicals/register/data";
import { chemicalRegisterExport } from "@/lib/modules/chemicals/register/export";
import { registerChemical } from "@/lib/modules/chemicals/register/mutations";
import { chemicalRegisterInputSchema, chemicalRegisterListQuerySchema } from "@/lib/modules/chemicals/register/schema";
import { chemicalRegisterPageSchema, chemicalRegisterSchema } from "@/lib/modules/chemicals/register/dto";

// a page, or the whole list as CSV or XLSX (`?format=`, or Accept)
export const GET = orgRoute(
  { access: chemicalRegisterAccess.list, query: chemicalRegisterListQuerySchema, response: chemicalRegisterPageSchema },
  (input) => answerList(input, chemicalRegisterExport, chemicalRegisterSource(input.org, input.query)),
);

export const POST = orgRoute(
  {
    access: chemicalRegisterAccess.create,
    body: chemicalRegisterInputSchema,
    status: 201,
    response: chemicalRegisterSchema,
  },
  ({ org, body }) => registerChemical(org, body),
);
