import "server-only";
import { forbidden, validationFailed } from "@/lib/platform/api/errors";
import { actsBeyondOwn } from "@/lib/platform/auth/access";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Tx } from "@/lib/platform/db";
import { assertOwnReferences } from "@/lib/platform/tenancy/references";
import { recordWrites } from "@/lib/platform/writes/records";
import { actionAccess } from "./access";
import { getAction } from "./data";
import type { ActionCreateInput, ActionProgressInput, ActionUpdateInput, EffectivenessCheckInput } from "./schema";
import { reopenSourceOf, touchSourceOf } from "./source-records";

type Linked = { fileIds: string[]; responsibleId: string | null; areaId: string | null };

const assertOwnLinks = (tx: Tx, org: OrgContext, input: Linked & Partial<ActionCreateInput>) =>
  assertOwnReferences(tx, org, [
    { model: "storedFile", ids: input.fileIds, field: () => "fileIds" },
    { model: "actingMember", ids: [input.responsibleId], field: () => "responsibleId" },
    { model: "area", ids: [input.areaId], field: () => "areaId" },
    { model: "event", ids: [input.eventId ?? null], field: () => "eventId" },
    { model: "inspection", ids: [input.inspectionId ?? null], field: () => "inspectionId" },
    { model: "riskHazard", ids: [input.hazardId ?? null], field: () => "hazardId" },
    { model: "environmentalAspect", ids: [input.aspectId ?? null], field: () => "aspectId" },
    { model: "objective", ids: [input.objectiveId ?? null], field: () => "objectiveId" },
    { model: "auditFinding", ids: [input.findingId ?? null], field: () => "findingId" },
    { model: "obligationEvaluation", ids: [input.evaluationId ?? null], field: () => "evaluationId" },
    { model: "reviewDecision", ids: [input.decisionId ?? null], field: () => "decisionId" },
    { model: "communication", ids: [input.communicationId ?? null], field: () => "communicationId" },
  ]);

const filesOf = (input: { fileIds: string[] }) => [...new Set(input.fileIds)].map((id) => ({ id }));
const day = (text: string | null) => (text ? new Date(`${text}T00:00:00Z`) : null);

const fieldsOf = (input: ActionUpdateInput | ActionCreateInput) => ({
  title: input.title,
  description: input.description,
  kind: input.kind,
  responsibleId: input.responsibleId,
  dueDate: day(input.dueDate),
  priority: input.priority,
  status: input.status,
  cancelledReason: input.status === "CANCELLED" ? input.cancelledReason : null,
  doneDate: day(input.doneDate),
  note: input.note,
  effectivenessDueDate: day(input.effectivenessDueDate),
  controlLevel: input.controlLevel,
  areaId: input.areaId,
});

const actions = recordWrites({ table: (tx) => tx.action, get: getAction, checkLinks: assertOwnLinks });

/** The area a new action of a record takes when none is given: the event's, the inspected machine's. */
async function sourceArea(tx: Tx, input: ActionCreateInput): Promise<string | null> {
  if (input.eventId) return (await tx.event.findUnique({ where: { id: input.eventId } }))?.areaId ?? null;
  if (input.inspectionId) {
    const inspection = await tx.inspection.findUnique({
      where: { id: input.inspectionId },
      select: { machine: { select: { areaId: true } } },
    });
    return inspection?.machine?.areaId ?? null;
  }
  if (input.hazardId) {
    const hazard = await tx.riskHazard.findUnique({
      where: { id: input.hazardId },
      select: { assessment: { select: { areaId: true } } },
    });
    return hazard?.assessment.areaId ?? null;
  }
  if (input.aspectId) {
    return (await tx.environmentalAspect.findUnique({ where: { id: input.aspectId } }))?.areaId ?? null;
  }
  if (input.findingId) {
    const finding = await tx.auditFinding.findUnique({
      where: { id: input.findingId },
      select: { audit: { select: { areaId: true } } },
    });
    return finding?.audit.areaId ?? null;
  }
  return null;
}

export const createAction = (org: OrgContext, input: ActionCreateInput) =>
  actions.create(org, input, async (tx) => {
    const link = {
      eventId: input.eventId,
      inspectionId: input.inspectionId,
      hazardId: input.hazardId,
      aspectId: input.aspectId,
      objectiveId: input.objectiveId,
      findingId: input.findingId,
      evaluationId: input.evaluationId,
      decisionId: input.decisionId,
      communicationId: input.communicationId,
    };
    const last = await tx.action.aggregate({
      where: {
        organizationId: org.organizationId,
        ...Object.fromEntries(Object.entries(link).filter(([, id]) => id !== null)),
      },
      _max: { position: true },
    });
    const created = await tx.action.create({
      data: {
        organizationId: org.organizationId,
        ...fieldsOf(input),
        areaId: input.areaId ?? (await sourceArea(tx, input)),
        source: input.source,
        ...link,
        position: input.source === "PLAN" ? 0 : (last._max.position ?? -1) + 1,
        files: { connect: filesOf(input) },
      },
      select: { id: true },
    });
    await touchSourceOf(tx, link);
    return created.id;
  });

export const updateAction = (org: OrgContext, id: string, input: ActionUpdateInput) =>
  actions.update(org, id, input, async (tx) => {
    const { source } = await tx.action.findUniqueOrThrow({ where: { id }, select: { source: true } });
    // an event's form knows its actions as corrective or preventive
    if (source === "EVENT" && input.kind !== "CORRECTIVE" && input.kind !== "PREVENTIVE") {
      throw validationFailed({ kind: "An event's action is corrective or preventive" });
    }
    const updated = await tx.action.update({
      where: { id },
      data: { ...fieldsOf(input), files: { set: filesOf(input) } },
      select: { eventId: true, inspectionId: true },
    });
    await touchSourceOf(tx, updated);
  });

/**
 * The responsible member's report (or a manager's for them): status, what was done, the evidence.
 * Anyone else below MANAGE is refused; a cancelled action is a manager's to reopen.
 */
export const recordProgress = (org: OrgContext, id: string, input: ActionProgressInput) =>
  actions.update(org, id, { ...input, fileIds: input.fileIds ?? [], responsibleId: null, areaId: null }, async (tx) => {
    const action = await tx.action.findUniqueOrThrow({
      where: { id },
      select: { status: true, responsible: { select: { userId: true } } },
    });
    if (action.responsible?.userId !== org.user.id && !actsBeyondOwn(actionAccess.progress, org.grants)) {
      throw forbidden("Only the action's responsible member and the organization's managers may record its progress");
    }
    if (action.status === "CANCELLED") throw validationFailed({ status: "The action is cancelled" });
    const updated = await tx.action.update({
      where: { id },
      data: {
        status: input.status,
        doneDate: day(input.doneDate),
        ...(input.note === undefined ? {} : { note: input.note || null }),
        ...(input.fileIds ? { files: { set: filesOf({ fileIds: input.fileIds }) } } : {}),
      },
      select: { eventId: true, inspectionId: true },
    });
    await touchSourceOf(tx, updated);
  });

/**
 * A check of a done action's effectiveness, kept as its own record with who and when. Not effective
 * reopens the action (in progress, no done date) and the event it came from, if that was closed.
 */
export const checkEffectiveness = (org: OrgContext, id: string, input: EffectivenessCheckInput) =>
  actions.update(org, id, { ...input, fileIds: [], responsibleId: null, areaId: null }, async (tx) => {
    const action = await tx.action.findUniqueOrThrow({ where: { id }, select: { status: true } });
    if (action.status !== "DONE") throw validationFailed({ result: "Only a done action's effectiveness is checked" });
    await tx.actionEffectivenessCheck.create({
      data: {
        organizationId: org.organizationId,
        actionId: id,
        result: input.result,
        note: input.note,
        checkedById: org.user.id,
        checkedByName: org.user.name,
      },
    });
    const reopen = input.result === "NOT_EFFECTIVE";
    const updated = await tx.action.update({
      where: { id },
      data: {
        effectivenessDueDate: day(input.nextCheckDate),
        ...(reopen ? { status: "IN_PROGRESS", doneDate: null } : {}),
      },
      select: { eventId: true, inspectionId: true },
    });
    if (reopen) await reopenSourceOf(tx, updated);
    await touchSourceOf(tx, updated);
  });

/** Out of the plan; the action, its evidence, checks and history stay. */
export const archiveAction = (org: OrgContext, id: string) =>
  actions.retire(org, id, {}, async (tx) => {
    await tx.action.updateMany({ where: { id, archivedDate: null }, data: { archivedDate: new Date() } });
  });

/** An archived action back in the plan. */
export const restoreAction = (org: OrgContext, id: string) => actions.restore(org, id);
