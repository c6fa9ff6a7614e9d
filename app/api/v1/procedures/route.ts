// GET, POST /api/v1/procedures: an organization's procedures (ISO 14001 and 45001 clause 8.1), named by organization_id in the query or the body.
import { orgRoute } from "@/lib/platform/api/route";
import { orgFromBody, orgFromQuery } from "@/lib/platform/api/org-source";
import { answerList } from "@/lib/platform/lists/export/answer";
import { procedureAccess } from "@/lib/modules/operation/procedures/access";
import { procedureSource } from "@/lib/modules/operation/procedures/data";
import { procedureExport } from "@/lib/modules/operation/procedures/export";
import { createProcedure } from "@/lib/modules/operation/procedures/mutations";
import { procedureCreateSchema, procedureListQuerySchema } from "@/lib/modules/operation/procedures/schema";
import { procedurePageSchema, procedureSchema } from "@/lib/modules/operation/procedures/dto";

// a page, or the whole list as CSV or XLSX (`?format=`, or Accept)
export const GET = orgRoute(
  { access: procedureAccess.list, org: orgFromQuery(), query: procedureListQuerySchema, response: procedurePageSchema },
  (input) => answerList(input, procedureExport, procedureSource(input.org, input.query)),
);

export const POST = orgRoute(
  {
    access: procedureAccess.create,
    org: orgFromBody(),
    body: procedureCreateSchema,
    status: 201,
    response: procedureSchema,
  },
  ({ org, body }) => createProcedure(org, body),
);
