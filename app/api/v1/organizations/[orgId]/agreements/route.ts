// GET, POST /api/v1/organizations/{orgId}/agreements: the control book's recurring obligations (service, analyses, calibration, reports); a new one has its first inspection pending on its start date.
import { orgRoute } from "@/lib/platform/api/route";
import { answerList } from "@/lib/platform/lists/export/answer";
import { agreementAccess } from "@/lib/modules/monitoring/control-book/access";
import { agreementSource } from "@/lib/modules/monitoring/control-book/data";
import { agreementExport } from "@/lib/modules/monitoring/control-book/export";
import { createAgreement } from "@/lib/modules/monitoring/control-book/agreement-mutations";
import { agreementInputSchema, agreementListQuerySchema } from "@/lib/modules/monitoring/control-book/schema";
import { agreementPageSchema, agreementSchema } from "@/lib/modules/monitoring/control-book/dto";

// a page, or the whole list as CSV or XLSX (`?format=`, or Accept)
export const GET = orgRoute(
  { access: agreementAccess.list, query: agreementListQuerySchema, response: agreementPageSchema },
  (input) => answerList(input, agreementExport, agreementSource(input.org, input.query)),
);

export const POST = orgRoute(
  { access: agreementAccess.create, body: agreementInputSchema, status: 201, response: agreementSchema },
  ({ org, body }) => createAgreement(org, body),
);
