import "server-only";
import { notFound } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Tx } from "@/lib/platform/db";
import { assertOwnReferences } from "@/lib/platform/tenancy/references";
import { recordWrites } from "@/lib/platform/writes/records";
import { nextDueDate } from "@/lib/platform/recurrence/next-due";
import { getObligation } from "./data";
import { obligationInputSchema, type ObligationInput } from "./schema";

const day = (text: string | null) => (text ? new Date(`${text}T00:00:00Z`) : null);

const assertOwnLinks = (tx: Tx, org: OrgContext, input: ObligationInput) =>
  assertOwnReferences(tx, org, [
    { model: "storedFile", ids: input.fileIds, field: () => "fileIds" },
    { model: "actingMember", ids: input.responsibleId ? [input.responsibleId] : [], field: () => "responsibleId" },
    { model: "actingMember", ids: input.evaluatorId ? [input.evaluatorId] : [], field: () => "evaluatorId" },
  ]);

const obligations = recordWrites({
  table: (tx) => tx.bindingObligation,
  get: getObligation,
  checkLinks: assertOwnLinks,
});

/** The next evaluation: as entered, else one recurrence after the evaluation (none for "once"). */
function nextEvaluation(input: ObligationInput) {
  if (input.nextEvaluationDate) return day(input.nextEvaluationDate);
  return input.evaluationRecurrence ? nextDueDate(day(input.evaluationDate), input.evaluationRecurrence) : null;
}

/** A new obligation: nothing recorded yet. */
const NOT_EVALUATED = obligationInputSchema.parse({ status: "NOT_EVALUATED" });

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

/**
 * A save that changes the evaluation (status, date or notes) records it as made now: the act's
 * later catalogue changes are measured from that instant.
 */
export const updateObligation = (org: OrgContext, id: string, input: ObligationInput) =>
  obligations.update(org, id, input, async (tx) => {
    const before = await tx.bindingObligation.findUniqueOrThrow({
      where: { id },
      select: { status: true, evaluationDate: true, evaluationNotes: true },
    });
    const evaluationDate = day(input.evaluationDate);
    const evaluated =
      input.status !== "NOT_EVALUATED" &&
      (before.status !== input.status ||
        before.evaluationDate?.getTime() !== evaluationDate?.getTime() ||
        before.evaluationNotes !== input.evaluationNotes);
    await tx.bindingObligation.update({
      where: { id },
      data: {
        applicability: input.applicability,
        responsibleId: input.responsibleId,
        status: input.status,
        evaluationDate,
        evaluatorId: input.evaluatorId,
        evaluationNotes: input.evaluationNotes,
        evaluationRecurrence: input.evaluationRecurrence,
        nextEvaluationDate: nextEvaluation(input),
        ...(evaluated ? { evaluatedAt: new Date() } : {}),
        ...(input.status === "NOT_EVALUATED" ? { evaluatedAt: null } : {}),
        files: { set: [...new Set(input.fileIds)].map((fileId) => ({ id: fileId })) },
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
