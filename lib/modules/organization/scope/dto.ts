import { attachedFiles, toFileDto } from "@/lib/platform/files/dto";
import type { Prisma } from "@/lib/generated/prisma/client";

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
export function toScopeDto({ revisions, files, ...scope }: ScopeRow) {
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

export type ScopeDto = ReturnType<typeof toScopeDto>;
