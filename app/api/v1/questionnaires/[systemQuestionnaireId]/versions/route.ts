// GET /api/v1/questionnaires/{systemQuestionnaireId}/versions: every version of a system questionnaire, newest first.
import { userRoute } from "@/lib/platform/api/route";
import { systemQuestionnaireAccess } from "@/lib/modules/evaluation/questionnaires/access";
import { questionnaireVersions } from "@/lib/modules/evaluation/questionnaires/data";
import { questionnaireVersionsSchema } from "@/lib/modules/evaluation/questionnaires/dto";

export const GET = userRoute(
  { access: systemQuestionnaireAccess.maintain, response: questionnaireVersionsSchema },
  ({ params }) => questionnaireVersions(null, params.systemQuestionnaireId),
);
