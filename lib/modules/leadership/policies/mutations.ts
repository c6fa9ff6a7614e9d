import "server-only";
import { translator } from "@/lib/platform/i18n/translator";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Tx } from "@/lib/platform/db";
import { validationFailed } from "@/lib/platform/api/errors";
import { assertOwnReferences } from "@/lib/platform/tenancy/references";
import { recordWrites } from "@/lib/platform/writes/records";
import { writeRevision } from "@/lib/platform/writes/revisions";
import { sanitizeRichText } from "@/lib/platform/rich-text/sanitize";
import { nextDueDate } from "@/lib/platform/recurrence/next-due";
import { getPolicy } from "./data";
import type { PolicyInput } from "./schema";

const assertOwnLinks = (tx: Tx, org: OrgContext, input: PolicyInput) =>
  assertOwnReferences(tx, org, [
    { model: "storedFile", ids: input.fileIds, field: () => "fileIds" },
    { model: "actingMember", ids: input.ownerId ? [input.ownerId] : [], field: () => "ownerId" },
    {
      model: "actingMember",
      ids: input.approve && input.approvedById ? [input.approvedById] : [],
      field: () => "approvedById",
    },
  ]);

const filesOf = (input: PolicyInput) => [...new Set(input.fileIds)].map((id) => ({ id }));
const day = (text: string | null) => (text ? new Date(`${text}T00:00:00Z`) : null);

/** The fields stored as sent (the text sanitised); approval and publication are decided below. */
const fieldsOf = (input: PolicyInput) => ({
  title: input.title,
  content: sanitizeRichText(input.content),
  isoStandards: input.isoStandards,
  ownerId: input.ownerId,
  reviewRecurrence: input.reviewRecurrence,
});

/** The next review: as entered, else one recurrence after the approval (none for "once"). */
function nextReview(input: PolicyInput, approvedDate: Date | null) {
  if (input.nextReviewDate) return day(input.nextReviewDate);
  return input.reviewRecurrence ? nextDueDate(approvedDate, input.reviewRecurrence) : null;
}

/**
 * The policy's title and text as its next revision when they changed (the standards go along
 * without making a version); the latest revision's id either way.
 */
function recordRevision(tx: Tx, org: OrgContext, policyId: string, input: PolicyInput) {
  const { title, content, isoStandards } = fieldsOf(input);
  return writeRevision(tx.policyRevision, org, {
    of: { policyId },
    texts: { title, content },
    alongside: { isoStandards, changeNote: input.changeNote },
  });
}

/**
 * Approval and publication after the text is saved: approving names the member and the date and
 * covers the revision just saved; a policy can be published only once some revision is approved,
 * and the public view then shows that approved revision, not later unapproved changes.
 */
async function approveAndPublish(tx: Tx, org: OrgContext, policyId: string, revisionId: string, input: PolicyInput) {
  const current = await tx.policy.findUniqueOrThrow({
    where: { id: policyId },
    select: { approvedRevisionId: true, approvedDate: true },
  });
  let approval = {};
  let approvedDate = current.approvedDate;
  if (input.approve) {
    const approver = await tx.membership.findUniqueOrThrow({
      where: { id: input.approvedById! },
      select: { userName: true },
    });
    approvedDate = day(input.approvedDate);
    approval = {
      approvedById: input.approvedById,
      approvedByName: approver.userName,
      approvedDate,
      approvedRevisionId: revisionId,
    };
  }
  const approved = input.approve || current.approvedRevisionId !== null;
  if (input.published && !approved) {
    const t = translator(org.user.language);
    throw validationFailed(
      { published: t("policies.errors.approveBeforePublish") },
      t("policies.errors.approveBeforePublishSummary"),
    );
  }
  await tx.policy.update({
    where: { id: policyId },
    data: { ...approval, published: input.published, nextReviewDate: nextReview(input, approvedDate) },
  });
}

const policies = recordWrites({
  table: (tx) => tx.policy,
  get: getPolicy,
  checkLinks: assertOwnLinks,
});

export const createPolicy = (org: OrgContext, input: PolicyInput) =>
  policies.create(org, input, async (tx) => {
    const created = await tx.policy.create({
      data: { organizationId: org.organizationId, ...fieldsOf(input), files: { connect: filesOf(input) } },
      select: { id: true },
    });
    const revisionId = await recordRevision(tx, org, created.id, input);
    await approveAndPublish(tx, org, created.id, revisionId, input);
    return created.id;
  });

export const updatePolicy = (org: OrgContext, id: string, input: PolicyInput) =>
  policies.update(org, id, input, async (tx) => {
    await tx.policy.update({ where: { id }, data: { ...fieldsOf(input), files: { set: filesOf(input) } } });
    const revisionId = await recordRevision(tx, org, id, input);
    await approveAndPublish(tx, org, id, revisionId, input);
  });

/** Out of the list and the public view; its revisions and history stay. */
export const archivePolicy = (org: OrgContext, id: string) =>
  policies.retire(org, id, {}, async (tx) => {
    await tx.policy.updateMany({ where: { id, archivedDate: null }, data: { archivedDate: new Date() } });
  });

/** An archived policy back in the list, and in the public view if it is published. */
export const restorePolicy = (org: OrgContext, id: string) => policies.restore(org, id);
