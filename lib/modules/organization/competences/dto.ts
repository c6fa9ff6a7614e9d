import { fileSelect, toFileDto } from "@/lib/platform/files/dto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { memberNameOrder, memberSummarySelect, toMemberSummary } from "@/lib/modules/organization/members/dto";
import { countStatuses, dueStatus } from "./due";
import { requirementDatesSelect, toRequirementDates } from "./requirement-dto";

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

export function toCompetenceDto(row: Prisma.CompetenceGetPayload<{ select: typeof competenceSelect }>, today: Date) {
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

export function toCompetenceListRow(
  row: Prisma.CompetenceGetPayload<{ select: typeof competenceListSelect }>,
  today: Date,
) {
  const { roles, requirements, ...fields } = row;
  return {
    ...fields,
    roles: roles.map(({ role }) => role),
    assignedCount: requirements.length,
    ...countStatuses(requirements.map((requirement) => dueStatus(requirement, today))),
  };
}

export type CompetenceDto = ReturnType<typeof toCompetenceDto>;
