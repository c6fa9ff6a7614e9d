// GET /api/v1/organizations/{orgId}/questionnaires/{questionnaireId}/history: the history of the organization's own copy, newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { historyQuerySchema } from "@/lib/platform/audit/schema";
import { auditPageSchema } from "@/lib/platform/audit/dto";
import { questionnaireAccess } from "@/lib/modules/evaluation/questionnaires/access";
import { getQuestionnaire } from "@/lib/modules/evaluation/questionnaires/data";
import { recordHistory } from "@/lib/modules/history";

export const GET = orgRoute(
  { access: questionnaireAccess.read, query: historyQuerySchema, response: auditPageSchema },
  (input) => recordHistory(input, input.params.questionnaireId, getQuestionnaire),
);
