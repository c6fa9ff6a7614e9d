import { attachedFiles, toFileDto } from "@/lib/platform/files/dto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { stakeholderSelect, toStakeholderDto } from "@/lib/modules/admin/stakeholders/dto";

export const associationSelect = {
  id: true,
  needsAndExpectations: true,
  relevance: true,
  createdDate: true,
  lastModifiedDate: true,
  archivedDate: true,
  stakeholder: { select: stakeholderSelect },
  files: attachedFiles,
} satisfies Prisma.StakeholderAssociationSelect;

type AssociationRow = Prisma.StakeholderAssociationGetPayload<{ select: typeof associationSelect }>;

export function toAssociationDto({ stakeholder, files, ...row }: AssociationRow) {
  return { ...row, stakeholder: toStakeholderDto(stakeholder), files: files.map(toFileDto) };
}

export type AssociationDto = ReturnType<typeof toAssociationDto>;
