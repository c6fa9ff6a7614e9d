// A questionnaire's sections and questions, as sent, stored (QuestionnaireVersion.sections) and
// answered. Every text is in English, Danish or both; a reader sees their language's, else the
// other. Keys name sections and questions for good: answers and findings refer to a question by
// its key, so a question keeps its key through every later version. Client-safe.
import { z } from "zod";
import { CLAUSE_REFS } from "@/lib/platform/iso-clauses";
import { idList, optionalText } from "@/lib/platform/fields/fields";
import { QUESTION_KINDS } from "./choices";

const KEY = /^[a-z0-9][a-z0-9-]{0,59}$/;
const key = z.string().trim().regex(KEY).optional();

const either = (what: "textEn" | "titleEn") => (value: Record<string, unknown>, context: z.RefinementCtx) => {
  const da = what === "textEn" ? "textDa" : "titleDa";
  if (!value[what] && !value[da]) {
    context.addIssue({
      code: "custom",
      path: [what],
      params: { reason: what === "textEn" ? "eitherText" : "eitherTitle" },
    });
  }
};

const questionSchema = z
  .object({
    key,
    textEn: optionalText(500),
    textDa: optionalText(500),
    guidanceEn: optionalText(1000),
    guidanceDa: optionalText(1000),
    kind: z.enum(QUESTION_KINDS),
    /** Steps of a SCALE question: 1 to this. */
    scaleMax: z.coerce
      .number()
      .int()
      .min(2)
      .max(10)
      .nullish()
      .transform((value) => value ?? null),
    /** The unit of a NUMBER question's answer ("°C", "%"). */
    unit: optionalText(20),
    clauses: z
      .array(z.string().refine((ref) => CLAUSE_REFS.has(ref), { params: { reason: "unknownClause" } }))
      .max(20)
      .default([])
      .transform((refs) => [...new Set(refs)]),
    legislationIds: idList,
  })
  .superRefine(either("textEn"))
  .superRefine((question, context) => {
    if (question.kind === "SCALE" && !question.scaleMax) {
      context.addIssue({ code: "custom", path: ["scaleMax"], params: { reason: "scaleSteps" } });
    }
  })
  .transform((question) => ({
    ...question,
    scaleMax: question.kind === "SCALE" ? question.scaleMax : null,
    unit: question.kind === "NUMBER" ? question.unit : null,
  }));

const sectionSchema = z
  .object({
    key,
    titleEn: optionalText(200),
    titleDa: optionalText(200),
    questions: z.array(questionSchema).min(1).max(100),
  })
  .superRefine(either("titleEn"));

/** The sections of a questionnaire; a key given twice is refused at the later one. */
export const sectionsSchema = z
  .array(sectionSchema)
  .min(1)
  .max(30)
  .superRefine((sections, context) => {
    const sectionKeys = new Set<string>();
    const questionKeys = new Set<string>();
    sections.forEach((section, index) => {
      if (section.key && sectionKeys.has(section.key)) {
        context.addIssue({ code: "custom", path: [index, "key"], params: { reason: "duplicateKey" } });
      }
      if (section.key) sectionKeys.add(section.key);
      section.questions.forEach((question, position) => {
        if (question.key && questionKeys.has(question.key)) {
          context.addIssue({
            code: "custom",
            path: [index, "questions", position, "key"],
            params: { reason: "duplicateKey" },
          });
        }
        if (question.key) questionKeys.add(question.key);
      });
    });
  });

export type SectionsInput = z.output<typeof sectionsSchema>;

/** A question as stored: its key is always there. */
export type Question = Omit<z.output<typeof questionSchema>, "key"> & { key: string };
export type Section = Omit<z.output<typeof sectionSchema>, "key" | "questions"> & {
  key: string;
  questions: Question[];
};

/** The stored form, as answers read it. */
const storedQuestionSchema = z.object({
  key: z.string(),
  textEn: z.string().nullable(),
  textDa: z.string().nullable(),
  guidanceEn: z.string().nullable(),
  guidanceDa: z.string().nullable(),
  kind: z.enum(QUESTION_KINDS),
  scaleMax: z.number().nullable(),
  unit: z.string().nullable(),
  clauses: z.array(z.string()),
  legislationIds: z.array(z.string()),
});

export const storedSectionSchema = z.object({
  key: z.string(),
  titleEn: z.string().nullable(),
  titleDa: z.string().nullable(),
  questions: z.array(storedQuestionSchema),
});

/** The text in the reader's language, else the other one's. */
export const localized = (english: string | null | undefined, danish: string | null | undefined, locale: string) =>
  (locale === "da" ? danish || english : english || danish) ?? "";

/** Every question of the sections, in order, with its section. */
export const questionsOf = (sections: readonly Section[]) =>
  sections.flatMap((section) => section.questions.map((question) => ({ section, question })));
