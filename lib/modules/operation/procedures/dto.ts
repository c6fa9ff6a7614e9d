import { attachedFiles, toFileDto } from "@/lib/platform/files/dto";
import { toWireDate } from "@/lib/platform/api/wire";
import type { Prisma } from "@/lib/generated/prisma/client";
import { memberSummarySelect, toMemberSummary } from "@/lib/modules/organization/members/dto";
import { languagesOf } from "./languages";

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

/** The procedure with its languages and the version of its latest revision. */
export function toProcedureDto({ revisions, files, owner, ...procedure }: ProcedureRow) {
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

export function toProcedureListRow({
  revisions,
  owner,
  ...procedure
}: Prisma.ProcedureGetPayload<{ select: typeof procedureListSelect }>) {
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

export type ProcedureDto = ReturnType<typeof toProcedureDto>;
export type ProcedureRevisionDto = Prisma.ProcedureRevisionGetPayload<{ select: typeof procedureRevisionSelect }>;
