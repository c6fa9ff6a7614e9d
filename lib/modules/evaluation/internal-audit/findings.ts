import "server-only";
import { ApiError, notFound, validationFailed } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db, type Tx } from "@/lib/platform/db";
import { assertOwnReferences } from "@/lib/platform/tenancy/references";
import { lockIfFresh } from "@/lib/platform/writes/concurrency";
import { questionsOf, type Section } from "@/lib/modules/evaluation/questionnaires/content";
import { addCorrectiveAction } from "@/lib/modules/planning/action-plan/source-records";
import { openStatus, startIfPlanned, steps } from "./mutations";
import type { FindingInput } from "./schema";

/** The question a finding names must be one of the audit's questionnaire (422 on `questionKey`). */
async function checkQuestion(tx: Tx, auditId: string, questionKey: string | null) {
  if (!questionKey) return;
  const audit = await tx.internalAudit.findUniqueOrThrow({
    where: { id: auditId },
    select: { questionnaire: { select: { sections: true } } },
  });
  const sections = (audit.questionnaire?.sections ?? []) as Section[];
  if (!questionsOf(sections).some((entry) => entry.question.key === questionKey)) {
    throw validationFailed({ questionKey: "Not a question of the audit's questionnaire" });
  }
}

const fieldsOf = (input: FindingInput) => ({
  kind: input.kind,
  clause: input.clause,
  questionKey: input.questionKey,
  statement: input.statement,
  evidence: input.evidence,
  rootCause: input.rootCause,
});

async function prepare(tx: Tx, org: OrgContext, auditId: string, input: FindingInput) {
  await openStatus(tx, auditId);
  await assertOwnReferences(tx, org, [
    { model: "storedFile", ids: input.fileIds, field: () => "fileIds" },
    {
      model: "actingMember",
      ids: [input.correctiveAction?.responsibleId ?? null],
      field: () => "correctiveAction.responsibleId",
    },
  ]);
  await checkQuestion(tx, auditId, input.questionKey);
}

/** The corrective action given with the finding, in the action plan in the same transaction. */
async function proposeAction(tx: Tx, org: OrgContext, auditId: string, findingId: string, input: FindingInput) {
  if (!input.correctiveAction) return;
  const { areaId } = await tx.internalAudit.findUniqueOrThrow({ where: { id: auditId }, select: { areaId: true } });
  const { title, responsibleId, dueDate } = input.correctiveAction;
  await addCorrectiveAction(tx, org, { findingId }, areaId, {
    title,
    responsibleId,
    dueDate: dueDate ? new Date(`${dueDate}T00:00:00Z`) : null,
  });
}

const files = (input: FindingInput) => input.fileIds.map((id) => ({ id }));

/**
 * A finding recorded in an open audit, after the others, with its corrective action when one is
 * given; recording one starts a planned audit.
 */
export const createFinding = (org: OrgContext, auditId: string, input: FindingInput) =>
  steps.update(org, auditId, {}, async (tx) => {
    await prepare(tx, org, auditId, input);
    const last = await tx.auditFinding.aggregate({ where: { auditId }, _max: { position: true } });
    const created = await tx.auditFinding.create({
      data: {
        organizationId: org.organizationId,
        auditId,
        ...fieldsOf(input),
        position: (last._max.position ?? -1) + 1,
        files: { connect: files(input) },
      },
      select: { id: true },
    });
    await proposeAction(tx, org, auditId, created.id, input);
    await startIfPlanned(tx, auditId);
  });

/** The audit a finding of the organization belongs to (404 for another's or a made-up one). */
async function auditOf(org: OrgContext, findingId: string) {
  const finding = await db().auditFinding.findFirst({
    where: { id: findingId, organizationId: org.organizationId },
    select: { auditId: true },
  });
  if (!finding) throw notFound("Finding not found");
  return finding.auditId;
}

export async function updateFinding(org: OrgContext, findingId: string, input: FindingInput) {
  const auditId = await auditOf(org, findingId);
  return steps.update(org, auditId, {}, async (tx) => {
    await lockIfFresh(tx.auditFinding, { id: findingId, auditId }, input.lastModifiedDate);
    await prepare(tx, org, auditId, input);
    await tx.auditFinding.update({
      where: { id: findingId },
      data: { ...fieldsOf(input), files: { set: files(input) } },
    });
    await proposeAction(tx, org, auditId, findingId, input);
  });
}

/** A finding recorded by mistake goes while the audit is open and no action answers it yet. */
export async function removeFinding(org: OrgContext, findingId: string) {
  const auditId = await auditOf(org, findingId);
  await steps.update(org, auditId, {}, async (tx) => {
    await openStatus(tx, auditId);
    const finding = await tx.auditFinding.findUniqueOrThrow({
      where: { id: findingId },
      select: { _count: { select: { actions: true } } },
    });
    if (finding._count.actions) {
      throw new ApiError(409, "in_use", "The finding has actions; it stays as their source", {
        actions: String(finding._count.actions),
      });
    }
    await tx.auditFinding.delete({ where: { id: findingId } });
  });
}
