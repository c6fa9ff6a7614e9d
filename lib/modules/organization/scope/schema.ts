import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { listQuery } from "@/lib/platform/lists/list";
import { fileIdsField } from "@/lib/platform/files/schema";
import { IsoStandard } from "@/lib/generated/prisma/enums";

/** Longest scope text accepted, counted before sanitising (the HTML as the editor sent it). */
export const MAX_SCOPE_CONTENT = 200_000;

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

export const SCOPE_REVISION_SORT_FIELDS = ["version", "createdDate"] as const;

export const scopeRevisionListQuerySchema = listQuery({});

export type ScopeInput = z.output<typeof scopeInputSchema>;
