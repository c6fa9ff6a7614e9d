// The questions a record answers (the questionnaire version it is held to) and its answers, as they
// go over the wire: an audit's and an inspection's alike. Client-safe.
import { z } from "zod";
import { attachedFiles, fileSchema, toFileDto } from "@/lib/platform/files/dto";
import { dateTime } from "@/lib/platform/api/response";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ANSWER_CHOICES } from "./choices";
import { storedSectionSchema, type Section } from "./content";

export const answeredVersionSelect = {
  id: true,
  version: true,
  sections: true,
  questionnaire: { select: { id: true, titleEn: true, titleDa: true } },
} satisfies Prisma.QuestionnaireVersionSelect;

export const answeredVersionSchema = z.object({
  /** The version's id. */
  id: z.string(),
  questionnaireId: z.string(),
  titleEn: z.string().nullable(),
  titleDa: z.string().nullable(),
  version: z.number(),
  sections: z.array(storedSectionSchema),
});

export function toAnsweredVersion(
  row: Prisma.QuestionnaireVersionGetPayload<{ select: typeof answeredVersionSelect }>,
): z.output<typeof answeredVersionSchema> {
  return {
    id: row.id,
    questionnaireId: row.questionnaire.id,
    titleEn: row.questionnaire.titleEn,
    titleDa: row.questionnaire.titleDa,
    version: row.version,
    sections: row.sections as Section[],
  };
}

export const answerSelect = {
  id: true,
  questionKey: true,
  choice: true,
  scale: true,
  number: true,
  text: true,
  note: true,
  answeredByName: true,
  lastModifiedDate: true,
  files: attachedFiles,
} satisfies Prisma.QuestionnaireAnswerSelect;

export const answerSchema = z.object({
  id: z.string(),
  questionKey: z.string(),
  choice: z.enum(ANSWER_CHOICES).nullable(),
  scale: z.number().nullable(),
  number: z.string().nullable(),
  text: z.string().nullable(),
  note: z.string().nullable(),
  answeredByName: z.string(),
  lastModifiedDate: dateTime,
  files: z.array(fileSchema),
});

export type AnswerDto = z.output<typeof answerSchema>;

export function toAnswerDto({
  number,
  files,
  ...answer
}: Prisma.QuestionnaireAnswerGetPayload<{ select: typeof answerSelect }>): AnswerDto {
  // a decimal goes over the wire as its exact text
  return { ...answer, number: number === null ? null : number.toString(), files: files.map(toFileDto) };
}
