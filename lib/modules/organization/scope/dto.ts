import { z } from "zod";
import { attachedFiles, fileSchema, toFileDto } from "@/lib/platform/files/dto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { IsoStandard } from "@/lib/generated/prisma/enums";
import { dateTime, pageSchema } from "@/lib/platform/api/response";

export const scopeSelect = {
  id: true,
  content: true,
  isoStandards: true,
  createdDate: true,
  lastModifiedDate: true,
  files: attachedFiles,
  revisions: { select: { version: true }, orderBy: { version: "desc" }, take: 1 },
} satisfies Prisma.ScopeSelect;

type ScopeRow = Prisma.ScopeGetPayload<{ select: typeof scopeSelect }>;

/** The scope with the version of its latest revision (0 only if it was stored without one). */
export const scopeSchema = z.object({
  id: z.string(),
  content: z.string(),
  isoStandards: z.array(z.enum(IsoStandard)),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  files: z.array(fileSchema),
  version: z.number(),
});

export type ScopeDto = z.output<typeof scopeSchema>;

export function toScopeDto({ revisions, files, ...scope }: ScopeRow): ScopeDto {
  return { ...scope, files: files.map(toFileDto), version: revisions[0]?.version ?? 0 };
}

export const scopeRevisionSelect = {
  id: true,
  version: true,
  content: true,
  isoStandards: true,
  authorName: true,
  createdDate: true,
} as const;

/** A saved version of the scope (the revisions list reads the rows as selected). */
export const scopeRevisionPageSchema = pageSchema(
  z.object({
    id: z.string(),
    version: z.number(),
    content: z.string(),
    isoStandards: z.array(z.enum(IsoStandard)),
    authorName: z.string(),
    createdDate: dateTime,
  }),
);
