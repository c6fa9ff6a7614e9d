import { z } from "zod";
import { attachedFiles, fileSchema, toFileDto } from "@/lib/platform/files/dto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { Relevance } from "@/lib/generated/prisma/enums";
import { dateTime, pageSchema } from "@/lib/platform/api/response";
import { stakeholderSchema, stakeholderSelect, toStakeholderDto } from "@/lib/modules/admin/stakeholders/dto";

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

/** One of the organization's stakeholders: the catalogue's or its own, with its needs and expectations. */
export const associationSchema = z.object({
  id: z.string(),
  needsAndExpectations: z.string().nullable(),
  relevance: z.enum(Relevance),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  archivedDate: dateTime.nullable(),
  stakeholder: stakeholderSchema,
  files: z.array(fileSchema),
});

export type AssociationDto = z.output<typeof associationSchema>;

export const associationPageSchema = pageSchema(associationSchema);

export function toAssociationDto({ stakeholder, files, ...row }: AssociationRow): AssociationDto {
  return { ...row, stakeholder: toStakeholderDto(stakeholder), files: files.map(toFileDto) };
}
