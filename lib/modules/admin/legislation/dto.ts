import { attachedFiles, toFileDto } from "@/lib/platform/files/dto";
import { toWireDate } from "@/lib/platform/api/wire";
import type { Prisma } from "@/lib/generated/prisma/client";

export const topicSelect = { id: true, key: true, nameEn: true, nameDa: true } satisfies Prisma.TopicSelect;

export type TopicDto = Prisma.TopicGetPayload<{ select: typeof topicSelect }>;

export const legislationSelect = {
  id: true,
  jurisdiction: true,
  kind: true,
  officialNumber: true,
  celexNumber: true,
  officialUrl: true,
  titleEn: true,
  titleDa: true,
  shortName: true,
  documentDate: true,
  effectiveDate: true,
  summaryEn: true,
  summaryDa: true,
  sources: true,
  notes: true,
  createdDate: true,
  lastModifiedDate: true,
  topics: { select: topicSelect, orderBy: { nameEn: "asc" } },
  files: attachedFiles,
} satisfies Prisma.LegislationSelect;

type LegislationRow = Prisma.LegislationGetPayload<{ select: typeof legislationSelect }>;

export function toLegislationDto({ files, documentDate, effectiveDate, ...row }: LegislationRow) {
  return {
    ...row,
    documentDate: toWireDate(documentDate),
    effectiveDate: toWireDate(effectiveDate),
    files: files.map(toFileDto),
  };
}

export type LegislationDto = ReturnType<typeof toLegislationDto>;
