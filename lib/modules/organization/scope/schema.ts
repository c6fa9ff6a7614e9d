import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { defineList } from "@/lib/platform/lists/list";
import { fileIdsField } from "@/lib/platform/files/schema";
import { IsoStandard } from "@/lib/generated/prisma/enums";

/** Longest scope text accepted, counted before sanitising (the HTML as the editor sent it). */
const MAX_SCOPE_CONTENT = 200_000;

export const ISO_STANDARDS = Object.values(IsoStandard);

export const scopeInputSchema = z.object({
  content: z.string().max(MAX_SCOPE_CONTENT),
  // a set: repeating a standard would only make the revisions differ in noise
  isoStandards: z
    .array(z.enum(ISO_STANDARDS))
    .max(ISO_STANDARDS.length)
    .default([])
    .transform((standards) => ISO_STANDARDS.filter((standard) => standards.includes(standard))),
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
