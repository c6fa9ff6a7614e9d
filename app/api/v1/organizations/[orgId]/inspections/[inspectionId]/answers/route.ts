// PUT /api/v1/organizations/{orgId}/inspections/{inspectionId}/answers: the answer to one question of a pending inspection's questionnaire, with the corrective action of a shortfall in the same step.
import { orgRoute } from "@/lib/platform/api/route";
import { inspectionAccess } from "@/lib/modules/monitoring/control-book/access";
import { saveInspectionAnswer } from "@/lib/modules/monitoring/control-book/answers";
import { inspectionSchema } from "@/lib/modules/monitoring/control-book/dto";
import { inspectionAnswerInputSchema } from "@/lib/modules/monitoring/control-book/schema";

export const PUT = orgRoute(
  { access: inspectionAccess.answer, body: inspectionAnswerInputSchema, response: inspectionSchema },
  ({ org, params, body }) => saveInspectionAnswer(org, params.inspectionId, body),
);
