import { z } from "zod";
import { attachedFiles, fileSchema, toFileDto } from "@/lib/platform/files/dto";
import { dateTime, pageSchema, wireDate } from "@/lib/platform/api/response";
import { toWireDate } from "@/lib/platform/api/wire";
import type { Prisma } from "@/lib/generated/prisma/client";
import { Frequency, IsoStandard, OwnDocumentCategory } from "@/lib/generated/prisma/enums";
import { memberSummarySchema, memberSummarySelect, toMemberSummary } from "@/lib/modules/organization/members/dto";

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

export const ownDocumentListRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(OwnDocumentCategory),
  versionLabel: z.string().nullable(),
  validFrom: wireDate.nullable(),
  reviewRecurrence: z.enum(Frequency).nullable(),
  nextReviewDate: wireDate.nullable(),
  isoStandards: z.array(z.enum(IsoStandard)),
  isoClause: z.string().nullable(),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  archivedDate: dateTime.nullable(),
  owner: memberSummarySchema.nullable(),
});

export const ownDocumentPageSchema = pageSchema(ownDocumentListRowSchema);

export function toOwnDocumentListRow({
  owner,
  ...row
}: Prisma.OwnDocumentGetPayload<{ select: typeof ownDocumentListSelect }>): z.output<typeof ownDocumentListRowSchema> {
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

export const ownDocumentSchema = ownDocumentListRowSchema.extend({
  description: z.string().nullable(),
  files: z.array(fileSchema),
});

export type OwnDocumentDto = z.output<typeof ownDocumentSchema>;

export function toOwnDocumentDto({
  files,
  ...row
}: Prisma.OwnDocumentGetPayload<{ select: typeof ownDocumentSelect }>): OwnDocumentDto {
  return { ...toOwnDocumentListRow(row), description: row.description, files: files.map(toFileDto) };
}
