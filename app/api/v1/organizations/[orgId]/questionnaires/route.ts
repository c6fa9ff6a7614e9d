// GET, POST /api/v1/organizations/{orgId}/questionnaires: the system's questionnaires and the organization's own copies, a page or the whole list as CSV or XLSX; POST copies one to adapt.
import { orgRoute } from "@/lib/platform/api/route";
import { answerList } from "@/lib/platform/lists/export/answer";
import { questionnaireAccess } from "@/lib/modules/evaluation/questionnaires/access";
import { questionnaireSource } from "@/lib/modules/evaluation/questionnaires/data";
import { questionnaireExport } from "@/lib/modules/evaluation/questionnaires/export";
import { copyQuestionnaire } from "@/lib/modules/evaluation/questionnaires/mutations";
import { questionnaireCopySchema, questionnaireList } from "@/lib/modules/evaluation/questionnaires/schema";
import { questionnairePageSchema, questionnaireSchema } from "@/lib/modules/evaluation/questionnaires/dto";

export const GET = orgRoute(
  { access: questionnaireAccess.list, query: questionnaireList.query, response: questionnairePageSchema },
  (input) => answerList(input, questionnaireExport, questionnaireSource(input.org, input.query)),
);

export const POST = orgRoute(
  { access: questionnaireAccess.adapt, body: questionnaireCopySchema, status: 201, response: questionnaireSchema },
  ({ org, body }) => copyQuestionnaire(org, body.questionnaireId),
);
