// POST /api/v1/questionnaires/{systemQuestionnaireId}/restore: an archived system questionnaire back.
import { userRoute } from "@/lib/platform/api/route";
import { systemQuestionnaireAccess } from "@/lib/modules/evaluation/questionnaires/access";
import { restoreSystemQuestionnaire } from "@/lib/modules/evaluation/questionnaires/mutations";
import { questionnaireSchema } from "@/lib/modules/evaluation/questionnaires/dto";

export const POST = userRoute(
  { access: systemQuestionnaireAccess.maintain, response: questionnaireSchema },
  ({ user, params }) => restoreSystemQuestionnaire(user, params.systemQuestionnaireId),
);
