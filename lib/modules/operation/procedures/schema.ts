// The procedure list and body declarations. Client-safe.
import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { defineList } from "@/lib/platform/lists/list";
import { archivedFilter } from "@/lib/platform/lists/archived";
import { fileIdsField } from "@/lib/platform/files/schema";
import { calendarDate, nullable, optionalText } from "@/lib/platform/fields/fields";
import { ISO_STANDARDS } from "@/lib/platform/choices";
import { isoClauseField, isoStandardsField } from "@/lib/platform/fields/iso";
import { FREQUENCIES } from "@/lib/platform/recurrence/frequency";
import { checkLanguages, languageFields } from "./languages";
import { CONTENT_LANGUAGES } from "./choices";

/** Routes outside the organization prefix name the organization in the query or the body. */
const organizationId = z.uuid().describe("The organization the procedures belong to");

export const procedureList = defineList({
  table: "Procedure",
  sort: {
    title: "title",
    nextReviewDate: "nextReviewDate",
    lastModifiedDate: "lastModifiedDate",
  },
  defaultSort: "title,asc",
  filters: {
    q: z.string().trim().max(200).optional(),
    isoStandard: z.enum(ISO_STANDARDS).optional(),
    published: z.enum(["true", "false"]).optional(),
    language: z.enum(CONTENT_LANGUAGES).optional().describe("Only procedures written in this language"),
    ...archivedFilter,
  },
});

export const procedureListQuerySchema = procedureList.query.extend({ organizationId });

const procedureFields = {
  ...languageFields,
  isoStandards: isoStandardsField,
  isoClause: isoClauseField,
  ownerId: nullable(z.uuid()),
  reviewRecurrence: nullable(z.enum(FREQUENCIES)),
  /** Left out, it is one recurrence after the save. */
  nextReviewDate: nullable(calendarDate),
  /** Shown to anyone at the public address while not archived. */
  published: z.boolean().default(false),
  /** Why the text changed; kept with the revision the save makes. */
  changeNote: optionalText(1000),
  fileIds: fileIdsField,
  lastModifiedDate: lastModifiedDateField,
};

export const procedureInputSchema = z.object(procedureFields).superRefine(checkLanguages);

/** A new procedure names its organization in the body. */
export const procedureCreateSchema = z.object({ ...procedureFields, organizationId }).superRefine(checkLanguages);

export const procedureFromTemplateSchema = z.object({ organizationId });

export type ProcedureInput = z.output<typeof procedureInputSchema>;

/** A procedure's revisions, newest first. */
export const procedureRevisionList = defineList({
  table: "ProcedureRevision",
  sort: { version: "version", createdDate: "createdDate" },
  defaultSort: "version,desc",
});

export const procedureRevisionListQuerySchema = procedureRevisionList.query;

/** The public view's language; the other one is shown, with a note, when this one is missing. */
export const publicProcedureQuerySchema = z.object({
  languageAlpha2: z.enum(CONTENT_LANGUAGES).default("en"),
});
