// GET, POST /api/v1/organizations/{orgId}/emission-factors: the organization's own emission factors (a supplier's declaration); `origin=ALL` lists the catalogue's beside them.
import { orgRoute } from "@/lib/platform/api/route";
import { answerList } from "@/lib/platform/lists/export/answer";
import { organizationFactorAccess } from "@/lib/modules/admin/emission-factors/access";
import { organizationFactorSource } from "@/lib/modules/admin/emission-factors/data";
import { organizationFactorExport } from "@/lib/modules/admin/emission-factors/export";
import { createOrganizationFactor } from "@/lib/modules/admin/emission-factors/mutations";
import { emissionFactorInputSchema, organizationFactorList } from "@/lib/modules/admin/emission-factors/schema";
import { emissionFactorPageSchema, emissionFactorSchema } from "@/lib/modules/admin/emission-factors/dto";

// a page, or the whole list as CSV or XLSX (`?format=`, or Accept)
export const GET = orgRoute(
  { access: organizationFactorAccess.list, query: organizationFactorList.query, response: emissionFactorPageSchema },
  (input) => answerList(input, organizationFactorExport, organizationFactorSource(input.org, input.query)),
);

export const POST = orgRoute(
  {
    access: organizationFactorAccess.create,
    body: emissionFactorInputSchema,
    status: 201,
    response: emissionFactorSchema,
  },
  ({ org, body }) => createOrganizationFactor(org, body),
);
