// GET, PUT, DELETE /api/v1/organizations/{orgId}/questionnaires/{questionnaireId}: a questionnaire the organization may answer (the system's or its own); PUT and DELETE (archive) only its own copies.
import { orgRoute } from "@/lib/platform/api/route";
import { questionnaireAccess } from "@/lib/modules/evaluation/questionnaires/access";
import { getQuestionnaire } from "@/lib/modules/evaluation/questionnaires/data";
import { archiveOwnQuestionnaire, updateOwnQuestionnaire } from "@/lib/modules/evaluation/questionnaires/mutations";
import { questionnaireInputSchema } from "@/lib/modules/evaluation/questionnaires/schema";
import { questionnaireSchema } from "@/lib/modules/evaluation/questionnaires/dto";

export const GET = orgRoute({ access: questionnaireAccess.read, response: questionnaireSchema }, ({ org, params }) =>
  getQuestionnaire(org, params.questionnaireId),
);

export const PUT = orgRoute(
  { access: questionnaireAccess.adapt, body: questionnaireInputSchema, response: questionnaireSchema },
  ({ org, params, body }) => updateOwnQuestionnaire(org, params.questionnaireId, body),
);

export const DELETE = orgRoute({ access: questionnaireAccess.adapt, status: 204 }, ({ org, params }) =>
  archiveOwnQuestionnaire(org, params.questionnaireId),
);
