import type { Prisma } from "@/lib/generated/prisma/client";
import { countStatuses } from "@/lib/modules/organization/competences/due";
import { requirementDatesSelect, toRequirementDates } from "@/lib/modules/organization/competences/requirement-dto";

const named = { select: { id: true, name: true } } as const;

/** A member as other resources name it: the membership id with the person's name and address. */
export const memberSummarySelect = {
  id: true,
  user: { select: { name: true, email: true } },
} satisfies Prisma.MembershipSelect;

export const toMemberSummary = (row: Prisma.MembershipGetPayload<{ select: typeof memberSummarySelect }>) => ({
  id: row.id,
  name: row.user.name,
  email: row.user.email,
});

/** A member's requirements, and the roles, with their competences, that explain where each comes from. */
export const memberRequirementsSelect = {
  roles: {
    select: { role: { select: { id: true, name: true, competences: { select: { competenceId: true } } } } },
    orderBy: { role: { name: "asc" } },
  },
  requirements: {
    select: { ...requirementDatesSelect, competence: { select: { id: true, name: true, frequency: true } } },
    orderBy: { competence: { name: "asc" } },
  },
} satisfies Prisma.MembershipSelect;

type MemberRequirementsRow = Prisma.MembershipGetPayload<{ select: typeof memberRequirementsSelect }>;

export function toMemberRequirements(row: MemberRequirementsRow, today: Date) {
  return row.requirements.map((requirement) => ({
    ...toRequirementDates(requirement, today),
    competence: requirement.competence,
    fromRoles: row.roles
      .filter(({ role }) => role.competences.some(({ competenceId }) => competenceId === requirement.competenceId))
      .map(({ role }) => ({ id: role.id, name: role.name })),
  }));
}

export const memberSelect = {
  id: true,
  userId: true,
  scopes: true,
  jobTitle: true,
  createdDate: true,
  lastModifiedDate: true,
  user: { select: { name: true, email: true } },
  area: named,
  ...memberRequirementsSelect,
} satisfies Prisma.MembershipSelect;

type MemberRow = Prisma.MembershipGetPayload<{ select: typeof memberSelect }>;

export function toMemberDto(row: MemberRow, today: Date) {
  return {
    id: row.id,
    userId: row.userId,
    name: row.user.name,
    email: row.user.email,
    jobTitle: row.jobTitle,
    scopes: row.scopes,
    area: row.area,
    roles: row.roles.map(({ role }) => ({ id: role.id, name: role.name })),
    competenceRequirements: toMemberRequirements(row, today),
    createdDate: row.createdDate,
    lastModifiedDate: row.lastModifiedDate,
  };
}

/** A list row: the member with the figures a grid shows. */
export function toMemberListRow(row: MemberRow, today: Date) {
  const member = toMemberDto(row, today);
  return { ...member, ...countStatuses(member.competenceRequirements.map((requirement) => requirement.status)) };
}

export type MemberDto = ReturnType<typeof toMemberDto>;
