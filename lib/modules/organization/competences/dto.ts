import { z } from "zod";
import { fileSchema, fileSelect, toFileDto } from "@/lib/platform/files/dto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { Frequency } from "@/lib/generated/prisma/enums";
import { dateTime, idName, pageSchema } from "@/lib/platform/api/response";
import {
  memberNameOrder,
  memberSummarySchema,
  memberSummarySelect,
  toMemberSummary,
} from "@/lib/modules/organization/members/dto";
import { countStatuses, dueStatus } from "./due";
import {
  requirementDatesSchema,
  requirementDatesSelect,
  statusCountsSchema,
  toRequirementDates,
} from "./requirement-dto";

const rolesSelect = {
  select: { role: { select: { id: true, name: true } } },
  orderBy: { role: { name: "asc" } },
} satisfies Prisma.Competence$rolesArgs;

const competenceFields = {
  id: true,
  name: true,
  description: true,
  frequency: true,
  createdDate: true,
  lastModifiedDate: true,
  archivedDate: true,
} as const;

export const competenceSelect = {
  ...competenceFields,
  roles: rolesSelect,
  files: { select: fileSelect, orderBy: { name: "asc" } },
  requirements: {
    select: { ...requirementDatesSelect, membership: { select: memberSummarySelect } },
    orderBy: { membership: memberNameOrder },
  },
} satisfies Prisma.CompetenceSelect;

const competenceFieldsSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  frequency: z.enum(Frequency),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  archivedDate: dateTime.nullable(),
  roles: z.array(idName),
});

/** One competence with the members who must hold it and its files. */
export const competenceSchema = competenceFieldsSchema.extend({
  memberAssignments: z.array(requirementDatesSchema.extend({ member: memberSummarySchema })),
  files: z.array(fileSchema),
});

export type CompetenceDto = z.output<typeof competenceSchema>;

export function toCompetenceDto(
  row: Prisma.CompetenceGetPayload<{ select: typeof competenceSelect }>,
  today: Date,
): CompetenceDto {
  const { roles, files, requirements, ...fields } = row;
  return {
    ...fields,
    memberAssignments: requirements.map(({ membership, ...requirement }) => ({
      member: toMemberSummary(membership),
      ...toRequirementDates(requirement, today),
    })),
    roles: roles.map(({ role }) => role),
    files: files.map(toFileDto),
  };
}

/** A list row: the competence with how many members must hold it and how many are late or soon due. */
export const competenceListSelect = {
  ...competenceFields,
  roles: rolesSelect,
  requirements: { select: { acquisitionDeadline: true, lastAcquisitionDate: true, nextDueDate: true } },
} satisfies Prisma.CompetenceSelect;

export const competenceListRowSchema = competenceFieldsSchema.extend({
  assignedCount: z.number(),
  ...statusCountsSchema.shape,
});

export const competencePageSchema = pageSchema(competenceListRowSchema);

export function toCompetenceListRow(
  row: Prisma.CompetenceGetPayload<{ select: typeof competenceListSelect }>,
  today: Date,
): z.output<typeof competenceListRowSchema> {
  const { roles, requirements, ...fields } = row;
  return {
    ...fields,
    roles: roles.map(({ role }) => role),
    assignedCount: requirements.length,
    ...countStatuses(requirements.map((requirement) => dueStatus(requirement, today))),
  };
}
