// What an answer may hold, by its question's kind: a finding's grade or yes / no from the kind's
// choices, a step of the scale, a number, a text, or photos. The fields another kind would hold are
// dropped, so an answer stores only what its question asks. Pure, client-safe.
import { choicesOf, type AnswerChoiceName } from "./choices";
import type { Question } from "./content";

export type AnswerValues = {
  choice: AnswerChoiceName | null;
  scale: number | null;
  number: number | null;
  text: string | null;
  fileIds: string[];
};

/** The answer as stored, or the fields it lacks or holds wrongly, with a message each. */
export function checkAnswer(
  question: Pick<Question, "kind" | "scaleMax">,
  answer: AnswerValues,
): { values: AnswerValues } | { errors: Record<string, string> } {
  const values: AnswerValues = { choice: null, scale: null, number: null, text: answer.text, fileIds: answer.fileIds };
  switch (question.kind) {
    case "FINDING":
    case "YES_NO":
      if (!answer.choice || !choicesOf(question.kind).includes(answer.choice)) {
        return { errors: { choice: "Choose one of the question's answers" } };
      }
      values.choice = answer.choice;
      break;
    case "SCALE":
      if (answer.scale === null || answer.scale > (question.scaleMax ?? 0)) {
        return { errors: { scale: `Choose a step from 1 to ${question.scaleMax}` } };
      }
      values.scale = answer.scale;
      break;
    case "NUMBER":
      if (answer.number === null) return { errors: { number: "Enter the number" } };
      values.number = answer.number;
      break;
    case "TEXT":
      if (!answer.text) return { errors: { text: "Enter the answer" } };
      break;
    case "PHOTO":
      if (!answer.fileIds.length) return { errors: { fileIds: "Add a photo" } };
      break;
  }
  return { values };
}
