import { z } from "zod";
import { dateTime, pageSchema, wireDate } from "@/lib/platform/api/response";
import { toWireDate } from "@/lib/platform/api/wire";
import type { Prisma } from "@/lib/generated/prisma/client";
import { memberSummarySchema, memberSummarySelect, toMemberSummary } from "@/lib/modules/organization/members/dto";

export const responsibilitySelect = {
  id: true,
  organizationId: true,
  code: true,
  nameEn: true,
  nameDa: true,
  descriptionEn: true,
  descriptionDa: true,
  basis: true,
  required: true,
  lastModifiedDate: true,
  archivedDate: true,
} satisfies Prisma.ResponsibilitySelect;

export const responsibilitySchema = z.object({
  id: z.string(),
  /** From the shared catalogue (not the organization's to change). */
  catalogue: z.boolean(),
  code: z.string().nullable(),
  nameEn: z.string(),
  nameDa: z.string(),
  descriptionEn: z.string().nullable(),
  descriptionDa: z.string().nullable(),
  basis: z.string().nullable(),
  required: z.boolean(),
  lastModifiedDate: dateTime,
  archivedDate: dateTime.nullable(),
});

export type ResponsibilityDto = z.output<typeof responsibilitySchema>;

export const toResponsibilityDto = ({
  organizationId,
  ...row
}: Prisma.ResponsibilityGetPayload<{ select: typeof responsibilitySelect }>): ResponsibilityDto => ({
  ...row,
  catalogue: organizationId === null,
});

/** A responsibility with who holds it today in the organization: the coverage view's row. */
const coverageRowSchema = responsibilitySchema.extend({
  holders: z.array(z.object({ delegationId: z.string(), member: memberSummarySchema, accepted: z.boolean() })),
  /** Required, and nobody holds it today. */
  uncovered: z.boolean(),
});

export const coverageSchema = z.object({ content: z.array(coverageRowSchema) });

export type CoverageRow = z.output<typeof coverageRowSchema>;

export const delegationListSelect = {
  id: true,
  authority: true,
  startDate: true,
  endDate: true,
  delegatedByName: true,
  acceptedDate: true,
  acceptedByName: true,
  createdDate: true,
  lastModifiedDate: true,
  archivedDate: true,
  responsibility: { select: responsibilitySelect },
  member: { select: { ...memberSummarySelect, userId: true, user: { select: { language: true } } } },
} satisfies Prisma.DelegationSelect;

export const delegationSchema = z.object({
  id: z.string(),
  responsibility: responsibilitySchema,
  member: memberSummarySchema,
  /** The member's language, which the letter of delegation is written in. */
  memberLanguage: z.string(),
  authority: z.string().nullable(),
  startDate: wireDate,
  endDate: wireDate.nullable(),
  delegatedByName: z.string(),
  acceptedDate: dateTime.nullable(),
  acceptedByName: z.string().nullable(),
  /** Whether the caller is the delegated member (who alone accepts it). */
  mine: z.boolean(),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  archivedDate: dateTime.nullable(),
});

export type DelegationDto = z.output<typeof delegationSchema>;

export const delegationPageSchema = pageSchema(delegationSchema);

export function toDelegationDto(
  {
    responsibility,
    member,
    startDate,
    endDate,
    ...row
  }: Prisma.DelegationGetPayload<{ select: typeof delegationListSelect }>,
  userId: string,
): DelegationDto {
  return {
    ...row,
    responsibility: toResponsibilityDto(responsibility),
    member: toMemberSummary(member),
    memberLanguage: member.user.language,
    startDate: toWireDate(startDate)!,
    endDate: toWireDate(endDate),
    mine: member.userId === userId,
  };
}
