// POST /api/v1/organizations/{orgId}/questionnaires/{questionnaireId}/restore: an archived own copy back.
import { orgRoute } from "@/lib/platform/api/route";
import { questionnaireAccess } from "@/lib/modules/evaluation/questionnaires/access";
import { restoreOwnQuestionnaire } from "@/lib/modules/evaluation/questionnaires/mutations";
import { questionnaireSchema } from "@/lib/modules/evaluation/questionnaires/dto";

export const POST = orgRoute({ access: questionnaireAccess.adapt, response: questionnaireSchema }, ({ org, params }) =>
  restoreOwnQuestionnaire(org, params.questionnaireId),
);
