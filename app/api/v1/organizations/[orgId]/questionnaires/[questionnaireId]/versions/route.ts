// GET /api/v1/organizations/{orgId}/questionnaires/{questionnaireId}/versions: every version of a questionnaire the organization may read, newest first.
import { orgRoute } from "@/lib/platform/api/route";
import { questionnaireAccess } from "@/lib/modules/evaluation/questionnaires/access";
import { questionnaireVersions } from "@/lib/modules/evaluation/questionnaires/data";
import { questionnaireVersionsSchema } from "@/lib/modules/evaluation/questionnaires/dto";

export const GET = orgRoute(
  { access: questionnaireAccess.read, response: questionnaireVersionsSchema },
  ({ org, params }) => questionnaireVersions(org, params.questionnaireId),
);
