import { z } from "zod";
import { attachedFiles, fileSchema, toFileDto } from "@/lib/platform/files/dto";
import { dateTime, pageSchema, wireDate } from "@/lib/platform/api/response";
import { toWireDate } from "@/lib/platform/api/wire";
import type { Prisma } from "@/lib/generated/prisma/client";
import { LegislationKind } from "@/lib/generated/prisma/enums";

export const topicSelect = { id: true, key: true, nameEn: true, nameDa: true } satisfies Prisma.TopicSelect;

const topicSchema = z.object({ id: z.string(), key: z.string(), nameEn: z.string(), nameDa: z.string() });

export type TopicDto = z.output<typeof topicSchema>;

export const topicListSchema = z.array(topicSchema);

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

/** An act of the shared catalogue with its topics and files. */
export const legislationSchema = z.object({
  id: z.string(),
  jurisdiction: z.string(),
  kind: z.enum(LegislationKind),
  officialNumber: z.string(),
  celexNumber: z.string().nullable(),
  officialUrl: z.string().nullable(),
  titleEn: z.string().nullable(),
  titleDa: z.string().nullable(),
  shortName: z.string().nullable(),
  documentDate: wireDate.nullable(),
  effectiveDate: wireDate.nullable(),
  summaryEn: z.string().nullable(),
  summaryDa: z.string().nullable(),
  sources: z.string().nullable(),
  notes: z.string().nullable(),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  topics: z.array(topicSchema),
  files: z.array(fileSchema),
});

export type LegislationDto = z.output<typeof legislationSchema>;

export const legislationPageSchema = pageSchema(legislationSchema);

export function toLegislationDto({ files, documentDate, effectiveDate, ...row }: LegislationRow): LegislationDto {
  return {
    ...row,
    documentDate: toWireDate(documentDate),
    effectiveDate: toWireDate(effectiveDate),
    files: files.map(toFileDto),
  };
}
