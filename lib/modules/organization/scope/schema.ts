import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { defineList } from "@/lib/platform/lists/list";
import { fileIdsField } from "@/lib/platform/files/schema";
import { isoStandardsField } from "@/lib/platform/fields/iso";

/** Longest scope text accepted, counted before sanitising (the HTML as the editor sent it). */
const MAX_SCOPE_CONTENT = 200_000;

export const scopeInputSchema = z.object({
  content: z.string().max(MAX_SCOPE_CONTENT),
  isoStandards: isoStandardsField,
  fileIds: fileIdsField,
  lastModifiedDate: lastModifiedDateField,
});

/** An organization's scope revisions, newest first. */
export const scopeRevisionList = defineList({
  table: "ScopeRevision",
  sort: { version: "version", createdDate: "createdDate" },
  defaultSort: "version,desc",
});

export const scopeRevisionListQuerySchema = scopeRevisionList.query;

export type ScopeInput = z.output<typeof scopeInputSchema>;
