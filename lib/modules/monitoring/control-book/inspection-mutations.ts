import "server-only";
import { translator } from "@/lib/platform/i18n/translator";
import { ApiError, parentArchived, validationFailed } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Tx } from "@/lib/platform/db";
import { assertOwnReferences } from "@/lib/platform/tenancy/references";
import { earlierRecord } from "@/lib/platform/writes/idempotency";
import { recordWrites } from "@/lib/platform/writes/records";
import { addCorrectiveAction } from "@/lib/modules/planning/action-plan/source-records";
import { getInspection } from "./data";
import { syncPendingInspection } from "./pending";
import type { InspectionCreate, InspectionInput } from "./schema";
import { serializeControlBookWrites } from "./serialize";

const assertOwnLinks = (tx: Tx, org: OrgContext, input: InspectionInput) =>
  assertOwnReferences(tx, org, [
    { model: "storedFile", ids: input.fileIds, field: () => "fileIds" },
    { model: "actingMember", ids: [input.performedById], field: () => "performedById" },
    { model: "actingMember", ids: [input.responsibleId], field: () => "responsibleId" },
    { model: "machine", ids: [input.machineId], field: () => "machineId" },
  ]);

const filesOf = (input: InspectionInput) => [...new Set(input.fileIds)].map((id) => ({ id }));
const day = (text: string | null) => (text ? new Date(`${text}T00:00:00Z`) : null);

/** What every inspection takes from the input; a pending one keeps no performance. */
const recordedFields = (input: InspectionInput) => {
  const done = input.status === "DONE";
  return {
    status: input.status,
    dueDate: day(input.dueDate)!,
    performedAt: done ? day(input.performedAt) : null,
    performedById: done ? input.performedById : null,
    performerName: done ? input.performerName : null,
    result: done ? input.result : null,
    findings: input.findings,
  };
};

/** What an ad-hoc inspection takes as well; an agreement's inspection has them from the agreement. */
const adHocFields = (input: InspectionInput) => ({
  title: input.title,
  type: input.type,
  responsibleId: input.responsibleId,
  machineId: input.machineId,
});

const inspections = recordWrites({
  table: (tx) => tx.inspection,
  get: getInspection,
  serialize: (tx, org) => serializeControlBookWrites(tx, org.organizationId),
  checkLinks: assertOwnLinks,
  // an agreement's pending inspection is its next date: complete it, or archive the agreement
  dependents: async (tx, org, id) => ({
    agreements: await tx.inspection.count({
      where: { id, organizationId: org.organizationId, pendingAgreementId: { not: null } },
    }),
  }),
});

/** The corrective action a new ad-hoc inspection raises: in the action plan, in the inspected machine's area. */
async function raiseAction(
  tx: Tx,
  org: OrgContext,
  inspectionId: string,
  action: InspectionCreate["correctiveAction"],
) {
  if (!action) return;
  await assertOwnReferences(tx, org, [
    { model: "actingMember", ids: [action.responsibleId], field: () => "correctiveAction.responsibleId" },
  ]);
  const { machine } = await tx.inspection.findUniqueOrThrow({
    where: { id: inspectionId },
    select: { machine: { select: { areaId: true } } },
  });
  await addCorrectiveAction(tx, org, { inspectionId }, machine?.areaId ?? null, {
    title: action.title,
    responsibleId: action.responsibleId,
    dueDate: action.dueDate ? new Date(`${action.dueDate}T00:00:00Z`) : null,
  });
}

/**
 * An ad-hoc inspection, outside any agreement: a title is needed then. Its corrective action, when
 * one is sent, is written in the same transaction. With an idempotency key already used in the
 * organization (a phone's draft sent again) it answers the inspection stored then and writes
 * nothing, no second action either.
 */
export const createInspection = (org: OrgContext, input: InspectionCreate) =>
  inspections.create(org, input, async (tx) => {
    if (!input.title)
      throw validationFailed({ title: translator(org.user.language)("controlBook.errors.titleWithoutAgreement") });
    const earlier = await earlierRecord(tx, "inspection", org.organizationId, input.idempotencyKey, (key) =>
      tx.inspection.findFirst({
        where: { organizationId: org.organizationId, idempotencyKey: key },
        select: { id: true },
      }),
    );
    if (earlier) return earlier;
    const { id } = await tx.inspection.create({
      data: {
        organizationId: org.organizationId,
        ...adHocFields(input),
        ...recordedFields(input),
        idempotencyKey: input.idempotencyKey ?? null,
        files: { connect: filesOf(input) },
      },
      select: { id: true },
    });
    await raiseAction(tx, org, id, input.correctiveAction);
    return id;
  });

/**
 * Saves an inspection. Completing an agreement's pending inspection (status DONE) creates the next
 * pending one in the same transaction. The module's lock, taken first, makes two completions sent
 * at once run one after the other: the second finds the inspection done already and creates
 * nothing (or answers 409 when it carries the older lastModifiedDate).
 */
export const updateInspection = (org: OrgContext, id: string, input: InspectionInput) =>
  inspections.update(org, id, input, async (tx) => {
    const current = await tx.inspection.findUniqueOrThrow({
      where: { id },
      select: { status: true, agreementId: true, title: true },
    });
    if (current.status === "DONE" && input.status === "PENDING") {
      throw validationFailed({ status: translator(org.user.language)("controlBook.errors.doneStaysDone") });
    }
    if (!current.agreementId && !input.title) {
      throw validationFailed({ title: translator(org.user.language)("controlBook.errors.titleWithoutAgreement") });
    }
    const completing = current.status === "PENDING" && input.status === "DONE";
    await tx.inspection.update({
      where: { id },
      data: {
        ...recordedFields(input),
        ...(current.agreementId ? {} : adHocFields(input)),
        ...(completing && { pendingAgreementId: null }),
        files: { set: filesOf(input) },
      },
    });
    if (current.agreementId) await syncPendingInspection(tx, current.agreementId);
  });

/** Out of the lists (a record made by mistake); its history stays. */
export const archiveInspection = (org: OrgContext, id: string) =>
  inspections.retire(org, id, {}, async (tx) => {
    await tx.inspection.updateMany({ where: { id, archivedDate: null }, data: { archivedDate: new Date() } });
  });

/**
 * An archived inspection back in the lists. An agreement's inspection that was pending when the
 * agreement was archived comes back with the agreement, not on its own.
 */
export const restoreInspection = (org: OrgContext, id: string) =>
  inspections.restore(org, id, async (tx) => {
    const { status, agreement } = await tx.inspection.findUniqueOrThrow({
      where: { id },
      select: { status: true, agreement: { select: { archivedDate: true } } },
    });
    if (agreement?.archivedDate) {
      throw parentArchived("agreementId", "Its agreement is archived; restore the agreement first");
    }
    if (agreement && status === "PENDING") {
      throw new ApiError(409, "superseded", translator(org.user.language)("controlBook.errors.superseded"));
    }
  });
