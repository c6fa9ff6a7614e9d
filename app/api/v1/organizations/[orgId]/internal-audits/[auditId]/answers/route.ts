// PUT /api/v1/organizations/{orgId}/internal-audits/{auditId}/answers: the answer to one question of the audit's questionnaire, given or changed while the audit is open.
import { orgRoute } from "@/lib/platform/api/route";
import { internalAuditAccess } from "@/lib/modules/evaluation/internal-audit/access";
import { saveAnswer } from "@/lib/modules/evaluation/internal-audit/answers";
import { answerInputSchema } from "@/lib/modules/evaluation/questionnaires/answer-input";
import { auditSchema } from "@/lib/modules/evaluation/internal-audit/dto";

export const PUT = orgRoute(
  { access: internalAuditAccess.record, body: answerInputSchema, response: auditSchema },
  ({ org, params, body }) => saveAnswer(org, params.auditId, body),
);
