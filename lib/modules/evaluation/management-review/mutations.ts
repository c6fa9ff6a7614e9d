import "server-only";
import { ApiError, notFound } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db, type Tx } from "@/lib/platform/db";
import { assertOwnReferences } from "@/lib/platform/tenancy/references";
import { lockIfFresh } from "@/lib/platform/writes/concurrency";
import { recordWrites } from "@/lib/platform/writes/records";
import { getReview, inputsOf } from "./data";
import type { InputKey } from "./inputs";
import type { DecisionInput, ReviewInput } from "./schema";
import { addCorrectiveAction } from "@/lib/modules/planning/action-plan/source-records";

const day = (text: string) => new Date(`${text}T00:00:00Z`);
const set = (ids: string[]) => ids.map((id) => ({ id }));

const reviewApproved = () =>
  new ApiError(409, "approved", "The minutes are approved: they stay as they were approved, as evidence");

const reviews = recordWrites({
  table: (tx) => tx.managementReview,
  get: getReview,
  checkLinks: (tx, org, input: ReviewInput) =>
    assertOwnReferences(tx, org, [
      { model: "actingMember", ids: input.participantIds, field: (index) => `participantIds.${index}` },
    ]),
});

/** Writes of a review that link nothing new: holding, approving, comments, decisions. */
const steps = recordWrites({ table: (tx) => tx.managementReview, get: getReview });

/** The review's status, or 409 once its minutes are approved. */
async function notApproved(tx: Tx, id: string) {
  const { status } = await tx.managementReview.findUniqueOrThrow({ where: { id }, select: { status: true } });
  if (status === "APPROVED") throw reviewApproved();
  return status;
}

const fieldsOf = (input: ReviewInput) => ({
  title: input.title,
  meetingDate: day(input.meetingDate),
  periodStart: day(input.periodStart),
  periodEnd: day(input.periodEnd),
  agenda: input.agenda,
  otherParticipants: input.otherParticipants,
  suitability: input.suitability,
  adequacy: input.adequacy,
  effectiveness: input.effectiveness,
  resourceNeeds: input.resourceNeeds,
});

export const createReview = (org: OrgContext, input: ReviewInput) =>
  reviews.create(org, input, async (tx) => {
    const created = await tx.managementReview.create({
      data: {
        organizationId: org.organizationId,
        ...fieldsOf(input),
        participants: { connect: set(input.participantIds) },
      },
      select: { id: true },
    });
    return created.id;
  });

/**
 * The meeting and the conclusions, until the minutes are approved. Once held, its period stays: the
 * frozen inputs are those of that period (409 `held` for another).
 */
export const updateReview = (org: OrgContext, id: string, input: ReviewInput) =>
  reviews.update(org, id, input, async (tx) => {
    const status = await notApproved(tx, id);
    if (status === "HELD") {
      const held = await tx.managementReview.findUniqueOrThrow({
        where: { id },
        select: { periodStart: true, periodEnd: true },
      });
      if (
        held.periodStart.getTime() !== day(input.periodStart).getTime() ||
        held.periodEnd.getTime() !== day(input.periodEnd).getTime()
      ) {
        throw new ApiError(409, "held", "The review is held: its inputs are frozen for the period it was held for", {
          periodStart: "The period of a held review stays",
        });
      }
    }
    await tx.managementReview.update({
      where: { id },
      data: { ...fieldsOf(input), participants: { set: set(input.participantIds) } },
    });
  });

export const archiveReview = (org: OrgContext, id: string) =>
  reviews.retire(org, id, {}, async (tx) => {
    await tx.managementReview.updateMany({ where: { id, archivedDate: null }, data: { archivedDate: new Date() } });
  });

export const restoreReview = (org: OrgContext, id: string) => reviews.restore(org, id);

/**
 * The meeting is held: the inputs as the records stand now are frozen into the review, so that later
 * changes elsewhere (a reading, an action) do not change its minutes. Holding again is refused (409).
 */
export async function holdReview(org: OrgContext, id: string, seen: string | undefined) {
  const review = await getReview(org, id);
  // read before the transaction: the assembly reads many tables and must not hold the review's lock
  const inputs = await inputsOf(org, review);
  return steps.update(org, id, { lastModifiedDate: seen }, async (tx) => {
    const status = await notApproved(tx, id);
    if (status === "HELD") throw new ApiError(409, "held", "The review is held already: its inputs are frozen");
    await tx.managementReview.update({
      where: { id },
      data: { status: "HELD", inputs, heldAt: new Date(), heldById: org.user.id, heldByName: org.user.name },
    });
  });
}

/** A manager approves the held review's minutes: who and when, read-only after. */
export const approveReview = (org: OrgContext, id: string, seen: string | undefined) =>
  steps.update(org, id, { lastModifiedDate: seen }, async (tx) => {
    const status = await notApproved(tx, id);
    if (status === "DRAFT") {
      throw new ApiError(
        409,
        "not_held",
        "The review is not held yet: hold it, so its inputs are frozen, then approve",
      );
    }
    await tx.managementReview.update({
      where: { id },
      data: { status: "APPROVED", approvedAt: new Date(), approvedById: org.user.id, approvedByName: org.user.name },
    });
  });

/** A presenter's comment on one input, replaced by a later one (the history keeps each); empty removes it. */
export const commentInput = (org: OrgContext, id: string, input: { inputKey: InputKey; comment: string | null }) =>
  steps.update(org, id, {}, async (tx) => {
    await notApproved(tx, id);
    if (!input.comment) {
      await tx.reviewComment.deleteMany({ where: { reviewId: id, inputKey: input.inputKey } });
      return;
    }
    const fields = { comment: input.comment, authorName: org.user.name };
    await tx.reviewComment.upsert({
      where: { reviewId_inputKey: { reviewId: id, inputKey: input.inputKey } },
      create: { organizationId: org.organizationId, reviewId: id, inputKey: input.inputKey, ...fields },
      update: fields,
    });
  });

/** A decision of the meeting, with the action that carries it out when one is given. */
export const addDecision = (org: OrgContext, id: string, input: DecisionInput) =>
  steps.update(org, id, {}, async (tx) => {
    await notApproved(tx, id);
    await assertOwnReferences(tx, org, [
      { model: "actingMember", ids: [input.action?.responsibleId ?? null], field: () => "action.responsibleId" },
    ]);
    const last = await tx.reviewDecision.aggregate({ where: { reviewId: id }, _max: { position: true } });
    const decision = await tx.reviewDecision.create({
      data: {
        organizationId: org.organizationId,
        reviewId: id,
        text: input.text,
        position: (last._max.position ?? -1) + 1,
      },
      select: { id: true },
    });
    if (input.action) {
      const { title, responsibleId, dueDate } = input.action;
      await addCorrectiveAction(tx, org, { decisionId: decision.id }, null, {
        title,
        responsibleId,
        dueDate: dueDate ? day(dueDate) : null,
      });
    }
  });

/** The review a decision of the organization belongs to (404 for another's or a made-up one). */
async function reviewOfDecision(org: OrgContext, decisionId: string) {
  const decision = await db().reviewDecision.findFirst({
    where: { id: decisionId, organizationId: org.organizationId },
    select: { reviewId: true },
  });
  if (!decision) throw notFound("Decision not found");
  return decision.reviewId;
}

export async function updateDecision(
  org: OrgContext,
  decisionId: string,
  input: { text: string; lastModifiedDate?: string },
) {
  const reviewId = await reviewOfDecision(org, decisionId);
  return steps.update(org, reviewId, {}, async (tx) => {
    await notApproved(tx, reviewId);
    await lockIfFresh(tx.reviewDecision, { id: decisionId }, input.lastModifiedDate);
    await tx.reviewDecision.update({ where: { id: decisionId }, data: { text: input.text } });
  });
}

/** A decision recorded by mistake goes while the minutes are open and no action carries it out. */
export async function removeDecision(org: OrgContext, decisionId: string) {
  const reviewId = await reviewOfDecision(org, decisionId);
  await steps.update(org, reviewId, {}, async (tx) => {
    await notApproved(tx, reviewId);
    const actions = await tx.action.count({ where: { decisionId } });
    if (actions) {
      throw new ApiError(409, "in_use", "The decision has actions; it stays as their source", {
        actions: String(actions),
      });
    }
    await tx.reviewDecision.delete({ where: { id: decisionId } });
  });
}
