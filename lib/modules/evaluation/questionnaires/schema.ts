// Questionnaires' list and bodies. Client-safe.
import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { defineList } from "@/lib/platform/lists/list";
import { archivedFilter } from "@/lib/platform/lists/archived";
import { optionalText } from "@/lib/platform/fields/fields";
import { ISO_STANDARDS } from "@/lib/platform/choices";
import { QUESTIONNAIRE_OWNERS, QUESTIONNAIRE_PURPOSES } from "./choices";
import { sectionsSchema } from "./content";

/** The system's questionnaires and, for an organization, its own copies beside them. */
export const questionnaireList = defineList({
  table: "Questionnaire",
  sort: { title: "title", lastModifiedDate: "lastModifiedDate" },
  defaultSort: "title,asc",
  filters: {
    q: z.string().trim().max(200).optional(),
    purpose: z.enum(QUESTIONNAIRE_PURPOSES).optional(),
    standard: z.enum(ISO_STANDARDS).optional(),
    owner: z.enum(QUESTIONNAIRE_OWNERS).optional(),
    ...archivedFilter,
  },
});

export const questionnaireInputSchema = z
  .object({
    purpose: z.enum(QUESTIONNAIRE_PURPOSES),
    standards: z
      .array(z.enum(ISO_STANDARDS))
      .max(3)
      .default([])
      .transform((standards) => [...new Set(standards)]),
    titleEn: optionalText(200),
    titleDa: optionalText(200),
    descriptionEn: optionalText(2000),
    descriptionDa: optionalText(2000),
    sections: sectionsSchema,
    lastModifiedDate: lastModifiedDateField,
  })
  .superRefine((input, context) => {
    if (!input.titleEn && !input.titleDa) {
      context.addIssue({ code: "custom", path: ["titleEn"], params: { reason: "eitherTitle" } });
    }
  });

export type QuestionnaireInput = z.output<typeof questionnaireInputSchema>;

/** An organization's copy of a questionnaire it may read (the system's, or one of its own). */
export const questionnaireCopySchema = z.object({ questionnaireId: z.uuid() });
