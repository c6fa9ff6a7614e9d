import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { Frequency, OrgScope } from "@/lib/generated/prisma/enums";
import { dateTime, idName, pageSchema } from "@/lib/platform/api/response";
import { countStatuses } from "@/lib/modules/organization/competences/due";
import {
  requirementDatesSchema,
  requirementDatesSelect,
  statusCountsSchema,
  toRequirementDates,
} from "@/lib/modules/organization/competences/requirement-dto";

const named = { select: { id: true, name: true } } as const;

/**
 * A member as other resources name it: the membership id with the name and address the member list
 * shows (the copies on the membership: while the person has not accepted, the name the organization
 * gave, never the account's own).
 */
export const memberSummarySelect = {
  id: true,
  userName: true,
  userEmail: true,
} satisfies Prisma.MembershipSelect;

/** Members in the order the member list shows them. */
export const memberNameOrder = { userName: "asc" } satisfies Prisma.MembershipOrderByWithRelationInput;

export const memberSummarySchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const toMemberSummary = (
  row: Prisma.MembershipGetPayload<{ select: typeof memberSummarySelect }>,
): z.output<typeof memberSummarySchema> => ({
  id: row.id,
  name: row.userName,
  email: row.userEmail,
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

/** One competence a member must hold, with the roles that ask for it. */
export const memberRequirementSchema = requirementDatesSchema.extend({
  competence: z.object({ id: z.string(), name: z.string(), frequency: z.enum(Frequency) }),
  fromRoles: z.array(idName),
});

export function toMemberRequirements(
  row: MemberRequirementsRow,
  today: Date,
): z.output<typeof memberRequirementSchema>[] {
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
  status: true,
  userName: true,
  userEmail: true,
  scopes: true,
  jobTitle: true,
  createdDate: true,
  lastModifiedDate: true,
  area: named,
  ...memberRequirementsSelect,
} satisfies Prisma.MembershipSelect;

type MemberRow = Prisma.MembershipGetPayload<{ select: typeof memberSelect }>;

/**
 * One member. Until the person accepts, the answer is the same whether or not the address already
 * had an account: no user id, and the name the organization gave.
 */
export const memberSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  status: z.enum(["invited", "active"]),
  name: z.string(),
  email: z.string(),
  jobTitle: z.string().nullable(),
  scopes: z.array(z.enum(OrgScope)),
  area: idName.nullable(),
  roles: z.array(idName),
  competenceRequirements: z.array(memberRequirementSchema),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
});

export type MemberDto = z.output<typeof memberSchema>;

export function toMemberDto(row: MemberRow, today: Date): MemberDto {
  const invited = row.status === "INVITED";
  return {
    id: row.id,
    userId: invited ? null : row.userId,
    status: invited ? ("invited" as const) : ("active" as const),
    name: row.userName,
    email: row.userEmail,
    jobTitle: row.jobTitle,
    scopes: row.scopes,
    area: row.area,
    roles: row.roles.map(({ role }) => ({ id: role.id, name: role.name })),
    competenceRequirements: toMemberRequirements(row, today),
    createdDate: row.createdDate,
    lastModifiedDate: row.lastModifiedDate,
  };
}

/** The signed-in person's open invitations (listInvitations), oldest first. */
export const invitationListSchema = z.array(z.object({ id: z.string(), organization: idName, invitedDate: dateTime }));

/** An accepted invitation: the organization the person now reaches. */
export const acceptedInvitationSchema = z.object({ organization: idName });

/** A list row: the member with the figures a grid shows. */
export const memberListRowSchema = memberSchema.extend(statusCountsSchema.shape);

export const memberPageSchema = pageSchema(memberListRowSchema);

export function toMemberListRow(row: MemberRow, today: Date): z.output<typeof memberListRowSchema> {
  const member = toMemberDto(row, today);
  return { ...member, ...countStatuses(member.competenceRequirements.map((requirement) => requirement.status)) };
}
