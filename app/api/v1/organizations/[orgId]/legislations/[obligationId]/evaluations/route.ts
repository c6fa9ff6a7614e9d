// GET, POST /api/v1/organizations/{orgId}/legislations/{obligationId}/evaluations: the obligation's
// compliance evaluations, latest first, and a new one. An evaluation once recorded is never changed
// or deleted: a correction is a new evaluation.
import { orgRoute } from "@/lib/platform/api/route";
import { answerList } from "@/lib/platform/lists/export/answer";
import { obligationAccess } from "@/lib/modules/documents/binding-obligations/access";
import { evaluationSource } from "@/lib/modules/documents/binding-obligations/data";
import { evaluationExport } from "@/lib/modules/documents/binding-obligations/export";
import { recordEvaluation } from "@/lib/modules/documents/binding-obligations/mutations";
import { evaluationInputSchema, evaluationListQuerySchema } from "@/lib/modules/documents/binding-obligations/schema";
import { evaluationPageSchema, evaluationSchema } from "@/lib/modules/documents/binding-obligations/dto";

// a page, or every evaluation as CSV or XLSX (`?format=`, or Accept)
export const GET = orgRoute(
  { access: obligationAccess.read, query: evaluationListQuerySchema, response: evaluationPageSchema },
  async (input) => answerList(input, evaluationExport, await evaluationSource(input.org, input.params.obligationId)),
);

export const POST = orgRoute(
  { access: obligationAccess.evaluate, body: evaluationInputSchema, status: 201, response: evaluationSchema },
  ({ org, params, body }) => recordEvaluation(org, params.obligationId, body),
);
