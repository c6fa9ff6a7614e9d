// The own-document list and body declarations. Client-safe.
import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { defineList } from "@/lib/platform/lists/list";
import { archivedFilter } from "@/lib/platform/lists/archived";
import { fileIdsField } from "@/lib/platform/files/schema";
import { calendarDate, nullable, optionalText } from "@/lib/platform/fields/fields";
import { ISO_STANDARDS } from "@/lib/platform/choices";
import { isoClauseField, isoStandardsField } from "@/lib/platform/fields/iso";
import { FREQUENCIES } from "@/lib/platform/recurrence/frequency";
import { OWN_DOCUMENT_CATEGORIES } from "./choices";

export const ownDocumentList = defineList({
  table: "OwnDocument",
  sort: {
    title: "title",
    category: "category",
    validFrom: "validFrom",
    nextReviewDate: "nextReviewDate",
    lastModifiedDate: "lastModifiedDate",
  },
  defaultSort: "title,asc",
  filters: {
    q: z.string().trim().max(200).optional(),
    category: z.enum(OWN_DOCUMENT_CATEGORIES).optional(),
    isoStandard: z.enum(ISO_STANDARDS).optional(),
    ...archivedFilter,
  },
});

export const ownDocumentListQuerySchema = ownDocumentList.query;

export const ownDocumentInputSchema = z.object({
  title: z.string().trim().min(1).max(200),
  category: z.enum(OWN_DOCUMENT_CATEGORIES),
  description: optionalText(4000),
  ownerId: nullable(z.uuid()),
  versionLabel: optionalText(40),
  validFrom: nullable(calendarDate),
  reviewRecurrence: nullable(z.enum(FREQUENCIES)),
  /** Left out, it is one recurrence after the valid-from date. */
  nextReviewDate: nullable(calendarDate),
  isoStandards: isoStandardsField,
  isoClause: isoClauseField,
  fileIds: fileIdsField,
  lastModifiedDate: lastModifiedDateField,
});

export type OwnDocumentInput = z.output<typeof ownDocumentInputSchema>;

/**
 * A new document. `id` may be chosen by the client when it begins the document (a phone's draft):
 * the same id again answers the document stored then.
 */
export const ownDocumentCreateSchema = ownDocumentInputSchema.extend({
  id: z.uuid().optional().describe("Chosen by the client; the same id again answers the document stored then"),
});

export type OwnDocumentCreate = z.output<typeof ownDocumentCreateSchema>;
