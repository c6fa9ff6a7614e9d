import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Tx } from "@/lib/platform/db";
import { assertOwnReferences } from "@/lib/platform/tenancy/references";
import { recordWrites } from "@/lib/platform/writes/records";
import { addCorrectiveAction } from "@/lib/modules/planning/action-plan/source-records";
import { getCommunication } from "./data";
import { syncPlanItemDue } from "./plan-due";
import type { CommunicationInput } from "./schema";
import { serializeCommunicationWrites } from "./serialize";

const day = (text: string | null) => (text ? new Date(`${text}T00:00:00Z`) : null);

const assertOwnLinks = (tx: Tx, org: OrgContext, input: CommunicationInput) =>
  assertOwnReferences(tx, org, [
    { model: "storedFile", ids: input.fileIds, field: () => "fileIds" },
    { model: "stakeholderAssociation", ids: [input.stakeholderId], field: () => "stakeholderId" },
    { model: "communicationPlanItem", ids: [input.planItemId], field: () => "planItemId" },
    { model: "actingMember", ids: [input.responsibleId], field: () => "responsibleId" },
    {
      model: "actingMember",
      ids: [input.correctiveAction?.responsibleId ?? null],
      field: () => "correctiveAction.responsibleId",
    },
  ]);

const filesOf = (input: CommunicationInput) => [...new Set(input.fileIds)].map((id) => ({ id }));

const fieldsOf = (input: CommunicationInput) => ({
  date: day(input.date)!,
  direction: input.direction,
  kind: input.kind,
  channel: input.channel,
  stakeholderId: input.stakeholderId,
  counterpart: input.counterpart,
  subject: input.subject,
  text: input.text,
  responseDueDate: day(input.responseDueDate),
  respondedDate: day(input.respondedDate),
  response: input.response,
  planItemId: input.planItemId,
  responsibleId: input.responsibleId,
});

const communications = recordWrites({
  table: (tx) => tx.communication,
  get: getCommunication,
  serialize: (tx, org) => serializeCommunicationWrites(tx, org.organizationId),
  checkLinks: assertOwnLinks,
});

/** The action the input proposes, added after the communication's other actions (source COMMUNICATION). */
async function raiseAction(tx: Tx, org: OrgContext, communicationId: string, input: CommunicationInput) {
  if (!input.correctiveAction) return;
  await addCorrectiveAction(tx, org, { communicationId }, null, {
    ...input.correctiveAction,
    dueDate: day(input.correctiveAction.dueDate),
  });
}

/** A communication logged; the plan's line it carries out is next due a frequency after it. */
export const createCommunication = (org: OrgContext, input: CommunicationInput) =>
  communications.create(org, input, async (tx) => {
    const { id } = await tx.communication.create({
      data: { organizationId: org.organizationId, ...fieldsOf(input), files: { connect: filesOf(input) } },
      select: { id: true },
    });
    await syncPlanItemDue(tx, input.planItemId);
    await raiseAction(tx, org, id, input);
    return id;
  });

/**
 * A changed communication (its response given, its date or plan line corrected): the line it leaves
 * and the line it goes to both count their next date again. A proposed action is added, never one
 * of its earlier actions changed: those are the action plan's.
 */
export const updateCommunication = (org: OrgContext, id: string, input: CommunicationInput) =>
  communications.update(org, id, input, async (tx) => {
    const before = await tx.communication.findUniqueOrThrow({ where: { id }, select: { planItemId: true } });
    await tx.communication.update({ where: { id }, data: { ...fieldsOf(input), files: { set: filesOf(input) } } });
    await syncPlanItemDue(tx, input.planItemId);
    if (before.planItemId !== input.planItemId) await syncPlanItemDue(tx, before.planItemId);
    await raiseAction(tx, org, id, input);
  });

/** Out of the log (logged by mistake): its plan line counts from the communication before it again. */
export const archiveCommunication = (org: OrgContext, id: string) =>
  communications.retire(org, id, {}, async (tx) => {
    const { planItemId } = await tx.communication.findUniqueOrThrow({ where: { id }, select: { planItemId: true } });
    await tx.communication.updateMany({ where: { id, archivedDate: null }, data: { archivedDate: new Date() } });
    await syncPlanItemDue(tx, planItemId);
  });

export const restoreCommunication = (org: OrgContext, id: string) =>
  communications.restore(org, id, async (tx) => {
    const { planItemId } = await tx.communication.findUniqueOrThrow({ where: { id }, select: { planItemId: true } });
    await syncPlanItemDue(tx, planItemId);
  });
