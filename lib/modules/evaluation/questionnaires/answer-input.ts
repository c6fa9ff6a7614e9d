// The body of one answer to a questionnaire's question, whoever answers it (an audit, an
// inspection). What it may hold follows the question's kind, checked against the questions the
// record answers (answer-check.ts). Client-safe.
import { z } from "zod";
import { nullable, optionalText } from "@/lib/platform/fields/fields";
import { fileIdsField } from "@/lib/platform/files/schema";
import { ANSWER_CHOICES } from "./choices";

export const answerInputSchema = z.object({
  questionKey: z.string().trim().min(1).max(80),
  choice: nullable(z.enum(ANSWER_CHOICES)),
  scale: nullable(z.coerce.number().int().min(1).max(10)),
  number: nullable(z.coerce.number().finite().min(-1e9).max(1e9)),
  text: optionalText(4000),
  note: optionalText(4000),
  fileIds: fileIdsField,
});

export type AnswerInput = z.output<typeof answerInputSchema>;
