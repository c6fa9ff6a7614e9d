import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { Frequency } from "@/lib/generated/prisma/enums";
import { dateTime, pageSchema } from "@/lib/platform/api/response";
import {
  memberRequirementSchema,
  memberRequirementsSelect,
  memberNameOrder,
  memberSummarySchema,
  memberSummarySelect,
  toMemberRequirements,
  toMemberSummary,
} from "@/lib/modules/organization/members/dto";

const roleFields = {
  id: true,
  name: true,
  description: true,
  createdDate: true,
  lastModifiedDate: true,
  archivedDate: true,
} as const;

export const roleSelect = {
  ...roleFields,
  competences: {
    select: { competence: { select: { id: true, name: true, frequency: true } } },
    orderBy: { competence: { name: "asc" } },
  },
  members: {
    select: { membership: { select: { ...memberSummarySelect, ...memberRequirementsSelect } } },
    orderBy: { membership: memberNameOrder },
  },
} satisfies Prisma.RoleSelect;

const roleFieldsSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  archivedDate: dateTime.nullable(),
});

/**
 * Each assigned member comes with their requirements for the role's competences (the same entries
 * as on the member, where `fromRoles` tells whether another role or a manual entry also asks).
 */
export const roleSchema = roleFieldsSchema.extend({
  competences: z.array(z.object({ id: z.string(), name: z.string(), frequency: z.enum(Frequency) })),
  assignedMembers: z.array(
    z.object({ member: memberSummarySchema, competenceRequirements: z.array(memberRequirementSchema) }),
  ),
});

export type RoleDto = z.output<typeof roleSchema>;

export function toRoleDto(row: Prisma.RoleGetPayload<{ select: typeof roleSelect }>, today: Date): RoleDto {
  const { competences, members, ...fields } = row;
  const asked = new Set(competences.map(({ competence }) => competence.id));
  return {
    ...fields,
    competences: competences.map(({ competence }) => competence),
    assignedMembers: members.map(({ membership }) => ({
      member: toMemberSummary(membership),
      competenceRequirements: toMemberRequirements(membership, today).filter(({ competence }) =>
        asked.has(competence.id),
      ),
    })),
  };
}

export const roleListSelect = {
  ...roleFields,
  _count: { select: { members: true, competences: true } },
} satisfies Prisma.RoleSelect;

export const roleListRowSchema = roleFieldsSchema.extend({ memberCount: z.number(), competenceCount: z.number() });

export const rolePageSchema = pageSchema(roleListRowSchema);

export function toRoleListRow(
  row: Prisma.RoleGetPayload<{ select: typeof roleListSelect }>,
): z.output<typeof roleListRowSchema> {
  const { _count, ...fields } = row;
  return { ...fields, memberCount: _count.members, competenceCount: _count.competences };
}
