import { z } from "zod";
import { attachedFiles, fileSchema, toFileDto } from "@/lib/platform/files/dto";
import { dateTime, pageSchema, wireDate } from "@/lib/platform/api/response";
import { toWireDate } from "@/lib/platform/api/wire";
import type { Prisma } from "@/lib/generated/prisma/client";
import { Frequency, IsoStandard } from "@/lib/generated/prisma/enums";
import { memberSummarySchema, memberSummarySelect, toMemberSummary } from "@/lib/modules/organization/members/dto";

const policyFields = {
  id: true,
  title: true,
  isoStandards: true,
  reviewRecurrence: true,
  nextReviewDate: true,
  approvedByName: true,
  approvedDate: true,
  approvedRevisionId: true,
  published: true,
  createdDate: true,
  lastModifiedDate: true,
  archivedDate: true,
} as const;

/** Calendar dates go over the wire as YYYY-MM-DD. */
const calendarDates = (policy: { approvedDate: Date | null; nextReviewDate: Date | null }) => ({
  approvedDate: toWireDate(policy.approvedDate),
  nextReviewDate: toWireDate(policy.nextReviewDate),
});

const latestRevision = { select: { id: true, version: true }, orderBy: { version: "desc" }, take: 1 } as const;

export const policySelect = {
  ...policyFields,
  content: true,
  owner: { select: memberSummarySelect },
  approvedBy: { select: memberSummarySelect },
  files: attachedFiles,
  revisions: latestRevision,
} satisfies Prisma.PolicySelect;

type PolicyRow = Prisma.PolicyGetPayload<{ select: typeof policySelect }>;

const policyFieldsSchema = z.object({
  id: z.string(),
  title: z.string(),
  isoStandards: z.array(z.enum(IsoStandard)),
  reviewRecurrence: z.enum(Frequency).nullable(),
  nextReviewDate: wireDate.nullable(),
  approvedByName: z.string().nullable(),
  approvedDate: wireDate.nullable(),
  approvedRevisionId: z.string().nullable(),
  published: z.boolean(),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  archivedDate: dateTime.nullable(),
  owner: memberSummarySchema.nullable(),
  version: z.number(),
  approvedIsCurrent: z.boolean(),
});

/**
 * The policy with the version of its latest revision and of the approved one; `approvedIsCurrent`
 * says whether the text as it stands is the text the public view shows.
 */
export const policySchema = policyFieldsSchema.extend({
  content: z.string(),
  approvedBy: memberSummarySchema.nullable(),
  files: z.array(fileSchema),
  approvedVersion: z.number().nullable(),
});

export type PolicyDto = z.output<typeof policySchema>;

export function toPolicyDto(
  { revisions, files, owner, approvedBy, ...policy }: PolicyRow,
  approvedVersion: number | null,
): PolicyDto {
  const latest = revisions[0];
  return {
    ...policy,
    ...calendarDates(policy),
    owner: owner && toMemberSummary(owner),
    approvedBy: approvedBy && toMemberSummary(approvedBy),
    files: files.map(toFileDto),
    version: latest?.version ?? 0,
    approvedVersion,
    approvedIsCurrent: latest !== undefined && latest.id === policy.approvedRevisionId,
  };
}

export const policyListSelect = {
  ...policyFields,
  owner: { select: memberSummarySelect },
  revisions: latestRevision,
} satisfies Prisma.PolicySelect;

export const policyPageSchema = pageSchema(policyFieldsSchema);

export function toPolicyListRow({
  revisions,
  owner,
  ...policy
}: Prisma.PolicyGetPayload<{ select: typeof policyListSelect }>): z.output<typeof policyFieldsSchema> {
  const latest = revisions[0];
  return {
    ...policy,
    ...calendarDates(policy),
    owner: owner && toMemberSummary(owner),
    version: latest?.version ?? 0,
    approvedIsCurrent: latest !== undefined && latest.id === policy.approvedRevisionId,
  };
}

export const policyRevisionSelect = {
  id: true,
  version: true,
  title: true,
  content: true,
  isoStandards: true,
  changeNote: true,
  authorName: true,
  createdDate: true,
} as const;

const policyRevisionSchema = z.object({
  id: z.string(),
  version: z.number(),
  title: z.string(),
  content: z.string(),
  isoStandards: z.array(z.enum(IsoStandard)),
  changeNote: z.string().nullable(),
  authorName: z.string(),
  createdDate: dateTime,
});

export type PolicyRevisionDto = z.output<typeof policyRevisionSchema>;

export const policyRevisionPageSchema = pageSchema(policyRevisionSchema);

/** What anyone may see of a published policy: its approved text and who publishes it. */
export const publicPolicySelect = {
  id: true,
  approvedDate: true,
  isoStandards: true,
  organization: { select: { name: true, logoFileId: true } },
} satisfies Prisma.PolicySelect;

/** A published policy as anyone may read it (getPublicPolicy). */
export const publicPolicySchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  version: z.number(),
  approvedDate: wireDate.nullable(),
  isoStandards: z.array(z.enum(IsoStandard)),
  organization: z.object({ name: z.string(), hasLogo: z.boolean() }),
});

export type PublicPolicy = z.output<typeof publicPolicySchema>;
