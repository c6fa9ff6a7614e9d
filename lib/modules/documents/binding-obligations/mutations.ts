import "server-only";
import { ApiError, notFound, validationFailed } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db, type Tx } from "@/lib/platform/db";
import { assertOwnReferences, ownRow } from "@/lib/platform/tenancy/references";
import { lockIfFresh } from "@/lib/platform/writes/concurrency";
import { recordWrites } from "@/lib/platform/writes/records";
import { getEvaluation, getObligation } from "./data";
import { latestEvaluationFirst } from "./dto";
import { scheduledNextEvaluation, type EvaluationSchedule } from "./schedule";
import { obligationInputSchema, type EvaluationInput, type ObligationInput } from "./schema";
import { translator } from "@/lib/platform/i18n/translator";
import { addCorrectiveAction } from "@/lib/modules/planning/action-plan/source-records";

const day = (text: string | null) => (text ? new Date(`${text}T00:00:00Z`) : null);

const assertOwnLinks = (tx: Tx, org: OrgContext, input: ObligationInput) =>
  assertOwnReferences(tx, org, [
    { model: "storedFile", ids: input.fileIds, field: () => "fileIds" },
    { model: "actingMember", ids: input.responsibleId ? [input.responsibleId] : [], field: () => "responsibleId" },
    { model: "actingMember", ids: input.evaluatorId ? [input.evaluatorId] : [], field: () => "evaluatorId" },
  ]);

const assertOwnEvaluationLinks = (tx: Tx, org: OrgContext, input: EvaluationInput) =>
  assertOwnReferences(tx, org, [
    { model: "storedFile", ids: input.fileIds, field: () => "fileIds" },
    { model: "actingMember", ids: input.evaluatorId ? [input.evaluatorId] : [], field: () => "evaluatorId" },
    {
      model: "actingMember",
      ids: [input.correctiveAction?.responsibleId ?? null],
      field: () => "correctiveAction.responsibleId",
    },
  ]);

const obligations = recordWrites({
  table: (tx) => tx.bindingObligation,
  get: getObligation,
  checkLinks: assertOwnLinks,
});

/** The answer of an evaluation write: the evaluation as its read answers it, found by its id alone. */
async function getEvaluationById(org: OrgContext, id: string) {
  const row = await db().obligationEvaluation.findFirst({ where: ownRow(org, id), select: { obligationId: true } });
  if (!row) throw notFound("Evaluation not found");
  return getEvaluation(org, row.obligationId, id);
}

const evaluations = recordWrites({
  table: (tx) => tx.obligationEvaluation,
  get: getEvaluationById,
  checkLinks: assertOwnEvaluationLinks,
});

/** The obligation's schedule and next date as the evaluation writes read them. */
const scheduleSelect = {
  archivedDate: true,
  evaluationRecurrence: true,
  evaluationScheduleStart: true,
} as const;

type LockedObligation = { id: string; archivedDate: Date | null; schedule: EvaluationSchedule };

/** Locks the organization's own obligation for the rest of the transaction (404 for any other). */
async function lockObligation(tx: Tx, org: OrgContext, id: string, seen?: string): Promise<LockedObligation> {
  await lockIfFresh(tx.bindingObligation, ownRow(org, id), seen);
  const row = await tx.bindingObligation.findUniqueOrThrow({ where: { id }, select: scheduleSelect });
  return {
    id,
    archivedDate: row.archivedDate,
    schedule: { recurrence: row.evaluationRecurrence, start: row.evaluationScheduleStart },
  };
}

/** One evaluation as the write records it (the API's new evaluation, or the old body of the obligation). */
type NewEvaluation = Omit<EvaluationInput, "evaluationDate" | "nextEvaluationDate" | "roundId" | "correctiveAction"> & {
  evaluationDate: Date;
  nextEvaluationDate: Date | null;
  roundId?: string | null;
};

/**
 * Records an evaluation of the locked obligation, and brings the obligation up to date: its schedule
 * starts with its first evaluation unless a start is set; it copies its latest evaluation (the latest
 * evaluation date, then the latest recorded); and its next evaluation is the date set by hand, else
 * the schedule's after the latest evaluation. An evaluation dated before the latest one (recorded
 * afterwards) leaves the next date as it was, unless it sets one by hand.
 */
async function insertEvaluation(tx: Tx, org: OrgContext, obligation: LockedObligation, evaluation: NewEvaluation) {
  const schedule = { ...obligation.schedule, start: obligation.schedule.start ?? evaluation.evaluationDate };
  const evaluator = evaluation.evaluatorId
    ? await tx.membership.findUnique({ where: { id: evaluation.evaluatorId }, select: { userName: true } })
    : null;
  const byHand = evaluation.nextEvaluationDate !== null;
  const next = evaluation.nextEvaluationDate ?? scheduledNextEvaluation(schedule, evaluation.evaluationDate);
  const created = await tx.obligationEvaluation.create({
    data: {
      organizationId: org.organizationId,
      obligationId: obligation.id,
      evaluationDate: evaluation.evaluationDate,
      status: evaluation.status,
      evaluatorId: evaluation.evaluatorId,
      evaluatorName: evaluator?.userName || null,
      notes: evaluation.notes,
      nextEvaluationDate: next,
      nextEvaluationSetByHand: byHand,
      recordedById: org.user.id,
      recordedByName: org.user.name,
      roundId: evaluation.roundId ?? null,
      files: { connect: [...new Set(evaluation.fileIds)].map((id) => ({ id })) },
    },
    select: { id: true },
  });
  const latest = await tx.obligationEvaluation.findFirstOrThrow({
    where: { obligationId: obligation.id },
    orderBy: latestEvaluationFirst,
    select: { id: true, evaluationDate: true, status: true, recordedAt: true },
  });
  const isLatest = latest.id === created.id;
  await tx.bindingObligation.update({
    where: { id: obligation.id },
    data: {
      status: latest.status,
      evaluationDate: latest.evaluationDate,
      evaluatedAt: latest.recordedAt,
      evaluationScheduleStart: schedule.start,
      ...(byHand || isLatest ? { nextEvaluationDate: next, nextEvaluationSetByHand: byHand } : {}),
    },
  });
  return created.id;
}

/**
 * Records a new evaluation of an obligation. Nothing an earlier evaluation holds changes: each stays
 * as recorded, and a correction is a new evaluation. An archived obligation is not evaluated (409).
 */
export const recordEvaluation = (org: OrgContext, obligationId: string, input: EvaluationInput) =>
  evaluations.create(org, input, async (tx) => {
    const obligation = await lockObligation(tx, org, obligationId);
    if (obligation.archivedDate) {
      throw new ApiError(409, "archived", translator(org.user.language)("bindingObligations.errors.archived"));
    }
    const { correctiveAction, ...evaluation } = input;
    if (input.roundId) await checkRound(tx, org, input.roundId, input.evaluationDate);
    const id = await insertEvaluation(tx, org, obligation, {
      ...evaluation,
      evaluationDate: day(input.evaluationDate)!,
      nextEvaluationDate: day(input.nextEvaluationDate),
    });
    if (correctiveAction) {
      await addCorrectiveAction(tx, org, { evaluationId: id }, null, {
        ...correctiveAction,
        dueDate: day(correctiveAction.dueDate),
      });
    }
    return id;
  });

/**
 * An evaluation recorded in a round: the organization's own round (422 on `roundId` for any
 * other), still open (409 once signed off), and dated within its period (422 on `evaluationDate`).
 */
async function checkRound(tx: Tx, org: OrgContext, roundId: string, evaluationDate: string) {
  const round = await tx.complianceRound.findFirst({
    where: { id: roundId, organizationId: org.organizationId, archivedDate: null },
    select: { status: true, periodStart: true, periodEnd: true },
  });
  if (!round) throw validationFailed({ roundId: "Unknown in this organization" });
  if (round.status === "SIGNED_OFF") {
    throw new ApiError(409, "signed_off", "The round is signed off: it stays as it was signed off, as evidence");
  }
  const date = day(evaluationDate)!;
  if (date < round.periodStart || date > round.periodEnd) {
    throw validationFailed({ evaluationDate: "Outside the round's period" });
  }
}

/** A new obligation: nothing recorded yet. */
const NOT_EVALUATED = obligationInputSchema.parse({});

/**
 * Binds a catalogue act to the organization, not yet evaluated. Binding an act the organization is
 * already bound by answers that obligation as it is (an archived one comes back), so a repeated
 * request never makes a second one.
 */
export const createObligation = (org: OrgContext, legislationId: string) =>
  obligations.create(org, NOT_EVALUATED, async (tx) => {
    const act = await tx.legislation.findUnique({ where: { id: legislationId }, select: { id: true } });
    if (!act) throw notFound("Legislation not found");
    const existing = await tx.bindingObligation.findUnique({
      where: { organizationId_legislationId: { organizationId: org.organizationId, legislationId } },
      select: { id: true, archivedDate: true },
    });
    if (existing?.archivedDate) {
      await tx.bindingObligation.update({ where: { id: existing.id }, data: { archivedDate: null } });
    }
    if (existing) return existing.id;
    const created = await tx.bindingObligation.create({
      data: { organizationId: org.organizationId, legislationId },
      select: { id: true },
    });
    return created.id;
  });

const sameIds = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * The evaluation an obligation's body still carries (the API before evaluations were records of
 * their own): recorded as a new evaluation when it differs from the latest one. "Not evaluated" is
 * refused once there are evaluations: they stay.
 */
async function evaluationOfBody(tx: Tx, org: OrgContext, obligation: LockedObligation, input: ObligationInput) {
  if (!input.status) return null;
  const latest = await tx.obligationEvaluation.findFirst({
    where: { obligationId: obligation.id },
    orderBy: latestEvaluationFirst,
    select: { status: true, evaluationDate: true, evaluatorId: true, notes: true, files: { select: { id: true } } },
  });
  if (input.status === "NOT_EVALUATED") {
    if (latest) {
      const message = translator(org.user.language)("bindingObligations.errors.evaluationsStay");
      throw validationFailed({ status: message }, message);
    }
    return null;
  }
  const evaluation: NewEvaluation = {
    status: input.status,
    evaluationDate: day(input.evaluationDate)!,
    evaluatorId: input.evaluatorId,
    notes: input.evaluationNotes,
    fileIds: [...new Set(input.fileIds)],
    nextEvaluationDate: day(input.nextEvaluationDate),
  };
  const unchanged =
    latest &&
    latest.status === evaluation.status &&
    latest.evaluationDate.getTime() === evaluation.evaluationDate.getTime() &&
    latest.evaluatorId === evaluation.evaluatorId &&
    latest.notes === evaluation.notes &&
    sameIds(
      latest.files.map((file) => file.id),
      evaluation.fileIds,
    );
  return unchanged ? null : evaluation;
}

/** The first evaluation's date: where a schedule without a start of its own starts. */
async function firstEvaluationDate(tx: Tx, obligationId: string) {
  const first = await tx.obligationEvaluation.findFirst({
    where: { obligationId },
    orderBy: [{ evaluationDate: "asc" }, { id: "asc" }],
    select: { evaluationDate: true },
  });
  return first?.evaluationDate ?? null;
}

/**
 * Saves how the act applies, who is responsible and the evaluation schedule. The next evaluation is
 * the date set by hand, else the schedule's after the latest evaluation, so a changed recurrence or
 * start moves it at once. An evaluation in the body is recorded first, as `recordEvaluation` does.
 */
export const updateObligation = (org: OrgContext, id: string, input: ObligationInput) =>
  obligations.update(org, id, input, async (tx) => {
    const locked = await lockObligation(tx, org, id);
    const entered = input.evaluationScheduleStart;
    const start = entered === undefined ? locked.schedule.start : day(entered);
    const evaluation = await evaluationOfBody(tx, org, locked, input);
    if (evaluation) {
      const schedule = { recurrence: input.evaluationRecurrence, start: start ?? (await firstEvaluationDate(tx, id)) };
      await insertEvaluation(tx, org, { ...locked, schedule }, evaluation);
    }
    const schedule = { recurrence: input.evaluationRecurrence, start: start ?? (await firstEvaluationDate(tx, id)) };
    const { evaluationDate } = await tx.bindingObligation.findUniqueOrThrow({
      where: { id },
      select: { evaluationDate: true },
    });
    const byHand = day(input.nextEvaluationDate);
    await tx.bindingObligation.update({
      where: { id },
      data: {
        applicability: input.applicability,
        responsibleId: input.responsibleId,
        evaluationRecurrence: schedule.recurrence,
        evaluationScheduleStart: schedule.start,
        nextEvaluationDate: byHand ?? scheduledNextEvaluation(schedule, evaluationDate),
        nextEvaluationSetByHand: byHand !== null,
      },
    });
  });

/** Nothing depends on an obligation: it leaves the list and the matrix, its history stays. */
export const archiveObligation = (org: OrgContext, id: string) =>
  obligations.retire(org, id, {}, async (tx) => {
    await tx.bindingObligation.updateMany({ where: { id, archivedDate: null }, data: { archivedDate: new Date() } });
  });

/** An archived obligation back in the register and its evaluations due. */
export const restoreObligation = (org: OrgContext, id: string) => obligations.restore(org, id);
