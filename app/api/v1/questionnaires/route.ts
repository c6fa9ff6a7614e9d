// GET, POST /api/v1/questionnaires: the system's questionnaires (system MAINTAIN), a page or the whole list as CSV or XLSX; POST adds one.
import { userRoute } from "@/lib/platform/api/route";
import { answerList } from "@/lib/platform/lists/export/answer";
import { systemQuestionnaireAccess } from "@/lib/modules/evaluation/questionnaires/access";
import { systemQuestionnaireSource } from "@/lib/modules/evaluation/questionnaires/data";
import { questionnaireExport } from "@/lib/modules/evaluation/questionnaires/export";
import { createSystemQuestionnaire } from "@/lib/modules/evaluation/questionnaires/mutations";
import { questionnaireInputSchema, questionnaireList } from "@/lib/modules/evaluation/questionnaires/schema";
import { questionnairePageSchema, questionnaireSchema } from "@/lib/modules/evaluation/questionnaires/dto";

export const GET = userRoute(
  { access: systemQuestionnaireAccess.maintain, query: questionnaireList.query, response: questionnairePageSchema },
  (input) => answerList(input, questionnaireExport, systemQuestionnaireSource(input.query)),
);

export const POST = userRoute(
  {
    access: systemQuestionnaireAccess.maintain,
    body: questionnaireInputSchema,
    status: 201,
    response: questionnaireSchema,
  },
  ({ user, body }) => createSystemQuestionnaire(user, body),
);
