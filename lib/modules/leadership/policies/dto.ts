import { attachedFiles, toFileDto } from "@/lib/platform/files/dto";
import { toWireDate } from "@/lib/platform/api/wire";
import type { Prisma } from "@/lib/generated/prisma/client";
import { memberSummarySelect, toMemberSummary } from "@/lib/modules/organization/members/dto";

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

/**
 * The policy with the version of its latest revision and of the approved one; `approvedIsCurrent`
 * says whether the text as it stands is the text the public view shows.
 */
export function toPolicyDto(
  { revisions, files, owner, approvedBy, ...policy }: PolicyRow,
  approvedVersion: number | null,
) {
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

export function toPolicyListRow({
  revisions,
  owner,
  ...policy
}: Prisma.PolicyGetPayload<{ select: typeof policyListSelect }>) {
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

/** What anyone may see of a published policy: its approved text and who publishes it. */
export const publicPolicySelect = {
  id: true,
  approvedDate: true,
  isoStandards: true,
  organization: { select: { name: true, logoFileId: true } },
} satisfies Prisma.PolicySelect;

export type PolicyDto = ReturnType<typeof toPolicyDto>;
export type PolicyRevisionDto = Prisma.PolicyRevisionGetPayload<{ select: typeof policyRevisionSelect }>;
