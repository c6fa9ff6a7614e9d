// GET, PUT, DELETE /api/v1/questionnaires/{systemQuestionnaireId}: one of the system's questionnaires with its current version; a change of its questions makes a new version; DELETE archives it.
import { userRoute } from "@/lib/platform/api/route";
import { systemQuestionnaireAccess } from "@/lib/modules/evaluation/questionnaires/access";
import { getSystemQuestionnaire } from "@/lib/modules/evaluation/questionnaires/data";
import {
  archiveSystemQuestionnaire,
  updateSystemQuestionnaire,
} from "@/lib/modules/evaluation/questionnaires/mutations";
import { questionnaireInputSchema } from "@/lib/modules/evaluation/questionnaires/schema";
import { questionnaireSchema } from "@/lib/modules/evaluation/questionnaires/dto";

export const GET = userRoute(
  { access: systemQuestionnaireAccess.maintain, response: questionnaireSchema },
  ({ params }) => getSystemQuestionnaire(params.systemQuestionnaireId),
);

export const PUT = userRoute(
  { access: systemQuestionnaireAccess.maintain, body: questionnaireInputSchema, response: questionnaireSchema },
  ({ user, params, body }) => updateSystemQuestionnaire(user, params.systemQuestionnaireId, body),
);

export const DELETE = userRoute(
  { access: systemQuestionnaireAccess.maintain, status: 204 },
  async ({ user, params }) => {
    await archiveSystemQuestionnaire(user, params.systemQuestionnaireId);
  },
);
