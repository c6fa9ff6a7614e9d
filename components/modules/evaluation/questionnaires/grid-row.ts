// A questionnaire as the grids show it, made on the server in the reader's language.
import { localized } from "@/lib/modules/evaluation/questionnaires/content";
import type { QuestionnaireDto } from "@/lib/modules/evaluation/questionnaires/dto";

export type QuestionnaireGridRow = {
  id: string;
  /** The title in the reader's language (the other one's where it has none). */
  title: string;
  owner: QuestionnaireDto["owner"];
  purpose: QuestionnaireDto["purpose"];
  standards: string[];
  questionCount: number;
  version: number;
};

export const questionnaireGridRow = (questionnaire: QuestionnaireDto, locale: string): QuestionnaireGridRow => ({
  id: questionnaire.id,
  title: localized(questionnaire.titleEn, questionnaire.titleDa, locale),
  owner: questionnaire.owner,
  purpose: questionnaire.purpose,
  standards: questionnaire.standards,
  questionCount: questionnaire.questionCount,
  version: questionnaire.current.version,
});
