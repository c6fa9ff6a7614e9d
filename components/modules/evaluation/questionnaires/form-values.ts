// The questionnaire form's values: the API's body as entered (z.input of its schema). Existing
// sections and questions carry their key, which the form sends back unchanged; new ones have none,
// and the server gives them one. Client-safe.
import type { DefaultValues } from "react-hook-form";
import type { z } from "zod";
import type { QuestionKindName, QuestionnairePurposeName } from "@/lib/modules/evaluation/questionnaires/choices";
import type { QuestionnaireDto } from "@/lib/modules/evaluation/questionnaires/dto";
import type { questionnaireInputSchema } from "@/lib/modules/evaluation/questionnaires/schema";

export type QuestionnaireValues = z.input<typeof questionnaireInputSchema>;
type SectionValues = QuestionnaireValues["sections"][number];
type QuestionValues = SectionValues["questions"][number];

/** The most questions a section holds and the most sections a questionnaire holds (content.ts). */
export const MAX_QUESTIONS = 100;
export const MAX_SECTIONS = 30;

/** The usual kind of question for the purpose: a finding in an audit, yes or no on an inspection. */
const defaultKind = (purpose: QuestionnairePurposeName | null | undefined): QuestionKindName =>
  purpose === "INTERNAL_AUDIT" ? "FINDING" : "YES_NO";

export const blankQuestion = (purpose: QuestionnairePurposeName | null | undefined): QuestionValues => ({
  textEn: "",
  textDa: "",
  guidanceEn: "",
  guidanceDa: "",
  kind: defaultKind(purpose),
  scaleMax: null,
  unit: "",
  clauses: [],
  legislationIds: [],
});

export const blankSection = (purpose: QuestionnairePurposeName | null | undefined): SectionValues => ({
  titleEn: "",
  titleDa: "",
  questions: [blankQuestion(purpose)],
});

/** The form's values for the questionnaire (its current version's sections), or a new one's. */
export function questionnaireValues(questionnaire: QuestionnaireDto | null): DefaultValues<QuestionnaireValues> {
  if (!questionnaire) {
    // no purpose yet: the person chooses it
    return {
      standards: [],
      titleEn: "",
      titleDa: "",
      descriptionEn: "",
      descriptionDa: "",
      sections: [blankSection(null)],
    };
  }
  return {
    purpose: questionnaire.purpose,
    standards: questionnaire.standards,
    titleEn: questionnaire.titleEn ?? "",
    titleDa: questionnaire.titleDa ?? "",
    descriptionEn: questionnaire.descriptionEn ?? "",
    descriptionDa: questionnaire.descriptionDa ?? "",
    sections: questionnaire.current.sections.map((section) => ({
      key: section.key,
      titleEn: section.titleEn ?? "",
      titleDa: section.titleDa ?? "",
      questions: section.questions.map((question) => ({
        key: question.key,
        textEn: question.textEn ?? "",
        textDa: question.textDa ?? "",
        guidanceEn: question.guidanceEn ?? "",
        guidanceDa: question.guidanceDa ?? "",
        kind: question.kind,
        scaleMax: question.scaleMax,
        unit: question.unit ?? "",
        clauses: question.clauses,
        // the acts a question cites have no field here; they go back as they came
        legislationIds: question.legislationIds,
      })),
    })),
    lastModifiedDate: new Date(questionnaire.lastModifiedDate).toISOString(),
  };
}
