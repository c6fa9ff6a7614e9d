import { z } from "zod";
import { dateTime, pageSchema } from "@/lib/platform/api/response";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ISO_STANDARDS } from "@/lib/platform/choices";
import { QUESTIONNAIRE_PURPOSES } from "./choices";
import { storedSectionSchema, type Section } from "./content";

const versionSelect = { id: true, version: true, sections: true, authorName: true, createdDate: true } as const;

export const questionnaireSelect = {
  id: true,
  organizationId: true,
  code: true,
  purpose: true,
  standards: true,
  titleEn: true,
  titleDa: true,
  descriptionEn: true,
  descriptionDa: true,
  createdDate: true,
  lastModifiedDate: true,
  archivedDate: true,
  copiedFrom: { select: { id: true, titleEn: true, titleDa: true } },
  // the latest version is the current one
  versions: { orderBy: { version: "desc" }, take: 1, select: versionSelect },
} satisfies Prisma.QuestionnaireSelect;

const titles = { titleEn: z.string().nullable(), titleDa: z.string().nullable() };

const questionnaireVersionSchema = z.object({
  id: z.string(),
  version: z.number(),
  sections: z.array(storedSectionSchema),
  authorName: z.string(),
  createdDate: dateTime,
});

export type QuestionnaireVersionDto = z.output<typeof questionnaireVersionSchema>;

export const questionnaireSchema = z.object({
  id: z.string(),
  /** The system's questionnaire, or the organization's own copy. */
  owner: z.enum(["system", "organization"]),
  code: z.string().nullable(),
  purpose: z.enum(QUESTIONNAIRE_PURPOSES),
  standards: z.array(z.enum(ISO_STANDARDS)),
  ...titles,
  descriptionEn: z.string().nullable(),
  descriptionDa: z.string().nullable(),
  copiedFrom: z.object({ id: z.string(), ...titles }).nullable(),
  /** The current version, with its sections and questions. */
  current: questionnaireVersionSchema,
  questionCount: z.number(),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  archivedDate: dateTime.nullable(),
});

export type QuestionnaireDto = z.output<typeof questionnaireSchema>;

export const questionnairePageSchema = pageSchema(questionnaireSchema);

export const toVersionDto = (
  row: Prisma.QuestionnaireVersionGetPayload<{ select: typeof versionSelect }>,
): QuestionnaireVersionDto => ({ ...row, sections: row.sections as Section[] });

export function toQuestionnaireDto({
  organizationId,
  versions,
  ...row
}: Prisma.QuestionnaireGetPayload<{ select: typeof questionnaireSelect }>): QuestionnaireDto {
  const current = toVersionDto(versions[0]!);
  return {
    ...row,
    owner: organizationId ? "organization" : "system",
    current,
    questionCount: current.sections.reduce((count, section) => count + section.questions.length, 0),
  };
}

export const questionnaireVersionsSchema = z.array(questionnaireVersionSchema);
