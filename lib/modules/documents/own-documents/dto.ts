import { attachedFiles, toFileDto } from "@/lib/platform/files/dto";
import { toWireDate } from "@/lib/platform/api/wire";
import type { Prisma } from "@/lib/generated/prisma/client";
import { memberSummarySelect, toMemberSummary } from "@/lib/modules/organization/members/dto";

export const ownDocumentListSelect = {
  id: true,
  title: true,
  category: true,
  versionLabel: true,
  validFrom: true,
  reviewRecurrence: true,
  nextReviewDate: true,
  isoStandards: true,
  isoClause: true,
  createdDate: true,
  lastModifiedDate: true,
  archivedDate: true,
  owner: { select: memberSummarySelect },
} satisfies Prisma.OwnDocumentSelect;

export function toOwnDocumentListRow({
  owner,
  ...row
}: Prisma.OwnDocumentGetPayload<{ select: typeof ownDocumentListSelect }>) {
  return {
    ...row,
    // calendar dates go over the wire as YYYY-MM-DD
    validFrom: toWireDate(row.validFrom),
    nextReviewDate: toWireDate(row.nextReviewDate),
    owner: owner && toMemberSummary(owner),
  };
}

export const ownDocumentSelect = {
  ...ownDocumentListSelect,
  description: true,
  files: attachedFiles,
} satisfies Prisma.OwnDocumentSelect;

export function toOwnDocumentDto({
  files,
  ...row
}: Prisma.OwnDocumentGetPayload<{ select: typeof ownDocumentSelect }>) {
  return { ...toOwnDocumentListRow(row), description: row.description, files: files.map(toFileDto) };
}

export type OwnDocumentDto = ReturnType<typeof toOwnDocumentDto>;
