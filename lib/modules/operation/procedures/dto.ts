import { z } from "zod";
import { attachedFiles, fileSchema, toFileDto } from "@/lib/platform/files/dto";
import { dateTime, pageSchema, wireDate } from "@/lib/platform/api/response";
import { toWireDate } from "@/lib/platform/api/wire";
import type { Prisma } from "@/lib/generated/prisma/client";
import { Frequency, IsoStandard } from "@/lib/generated/prisma/enums";
import { memberSummarySchema, memberSummarySelect, toMemberSummary } from "@/lib/modules/organization/members/dto";
import { CONTENT_LANGUAGES, languagesOf } from "./choices";

const procedureFields = {
  id: true,
  organizationId: true,
  title: true,
  titleEn: true,
  titleDa: true,
  isoStandards: true,
  isoClause: true,
  reviewRecurrence: true,
  nextReviewDate: true,
  published: true,
  templateId: true,
  createdDate: true,
  lastModifiedDate: true,
  archivedDate: true,
} as const;

const latestRevision = { select: { version: true }, orderBy: { version: "desc" }, take: 1 } as const;

export const procedureSelect = {
  ...procedureFields,
  contentEn: true,
  contentDa: true,
  owner: { select: memberSummarySelect },
  files: attachedFiles,
  revisions: latestRevision,
} satisfies Prisma.ProcedureSelect;

type ProcedureRow = Prisma.ProcedureGetPayload<{ select: typeof procedureSelect }>;

const procedureFieldsSchema = z.object({
  id: z.string(),
  organizationId: z.string(),
  title: z.string(),
  titleEn: z.string().nullable(),
  titleDa: z.string().nullable(),
  isoStandards: z.array(z.enum(IsoStandard)),
  isoClause: z.string().nullable(),
  reviewRecurrence: z.enum(Frequency).nullable(),
  nextReviewDate: wireDate.nullable(),
  published: z.boolean(),
  templateId: z.string().nullable(),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  archivedDate: dateTime.nullable(),
  languages: z.array(z.enum(CONTENT_LANGUAGES)),
  owner: memberSummarySchema.nullable(),
  version: z.number(),
});

/** The procedure with its languages and the version of its latest revision. */
export const procedureSchema = procedureFieldsSchema.extend({
  contentEn: z.string().nullable(),
  contentDa: z.string().nullable(),
  files: z.array(fileSchema),
});

export type ProcedureDto = z.output<typeof procedureSchema>;

export function toProcedureDto({ revisions, files, owner, ...procedure }: ProcedureRow): ProcedureDto {
  return {
    ...procedure,
    nextReviewDate: toWireDate(procedure.nextReviewDate),
    languages: languagesOf(procedure),
    owner: owner && toMemberSummary(owner),
    files: files.map(toFileDto),
    version: revisions[0]?.version ?? 0,
  };
}

export const procedureListSelect = {
  ...procedureFields,
  owner: { select: memberSummarySelect },
  revisions: latestRevision,
} satisfies Prisma.ProcedureSelect;

export const procedurePageSchema = pageSchema(procedureFieldsSchema);

export function toProcedureListRow({
  revisions,
  owner,
  ...procedure
}: Prisma.ProcedureGetPayload<{ select: typeof procedureListSelect }>): z.output<typeof procedureFieldsSchema> {
  return {
    ...procedure,
    nextReviewDate: toWireDate(procedure.nextReviewDate),
    languages: languagesOf(procedure),
    owner: owner && toMemberSummary(owner),
    version: revisions[0]?.version ?? 0,
  };
}

export const procedureRevisionSelect = {
  id: true,
  version: true,
  titleEn: true,
  contentEn: true,
  titleDa: true,
  contentDa: true,
  changeNote: true,
  authorName: true,
  createdDate: true,
} as const;

const procedureRevisionSchema = z.object({
  id: z.string(),
  version: z.number(),
  titleEn: z.string().nullable(),
  contentEn: z.string().nullable(),
  titleDa: z.string().nullable(),
  contentDa: z.string().nullable(),
  changeNote: z.string().nullable(),
  authorName: z.string(),
  createdDate: dateTime,
});

export type ProcedureRevisionDto = z.output<typeof procedureRevisionSchema>;

export const procedureRevisionPageSchema = pageSchema(procedureRevisionSchema);

/** A published procedure as anyone may read it, in one language (getPublicProcedure). */
export const publicProcedureSchema = z.object({
  id: z.string(),
  language: z.enum(CONTENT_LANGUAGES),
  /** The language asked for has no text: this is the other one. */
  fallback: z.boolean(),
  title: z.string(),
  content: z.string(),
  isoStandards: z.array(z.enum(IsoStandard)),
  isoClause: z.string().nullable(),
  lastModifiedDate: dateTime,
  organization: z.object({ name: z.string(), hasLogo: z.boolean() }),
});

export type PublicProcedure = z.output<typeof publicProcedureSchema>;
