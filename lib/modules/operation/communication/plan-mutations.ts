import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Tx } from "@/lib/platform/db";
import { assertOwnReferences } from "@/lib/platform/tenancy/references";
import { recordWrites } from "@/lib/platform/writes/records";
import { getPlanItem } from "./data";
import { syncPlanItemDue } from "./plan-due";
import type { PlanItemInput } from "./schema";
import { serializeCommunicationWrites } from "./serialize";

const assertOwnLinks = (tx: Tx, org: OrgContext, input: PlanItemInput) =>
  assertOwnReferences(tx, org, [
    { model: "actingMember", ids: [input.responsibleId], field: () => "responsibleId" },
    { model: "stakeholderAssociation", ids: input.stakeholderIds, field: (index) => `stakeholderIds.${index}` },
  ]);

const stakeholdersOf = (input: PlanItemInput) => input.stakeholderIds.map((id) => ({ id }));

const fieldsOf = (input: PlanItemInput) => ({
  topic: input.topic,
  description: input.description,
  internalAudience: input.internalAudience,
  channel: input.channel,
  direction: input.direction,
  frequency: input.frequency,
  startsAt: new Date(`${input.startsAt}T00:00:00Z`),
  responsibleId: input.responsibleId,
});

const planItems = recordWrites({
  table: (tx) => tx.communicationPlanItem,
  get: getPlanItem,
  serialize: (tx, org) => serializeCommunicationWrites(tx, org.organizationId),
  checkLinks: assertOwnLinks,
});

/** A new line of the plan, due first on its start. */
export const createPlanItem = (org: OrgContext, input: PlanItemInput) =>
  planItems.create(org, input, async (tx) => {
    const { id } = await tx.communicationPlanItem.create({
      data: {
        organizationId: org.organizationId,
        ...fieldsOf(input),
        stakeholders: { connect: stakeholdersOf(input) },
      },
      select: { id: true },
    });
    await syncPlanItemDue(tx, id);
    return id;
  });

/** A changed start or frequency moves the next date at once, counted from the latest communication logged. */
export const updatePlanItem = (org: OrgContext, id: string, input: PlanItemInput) =>
  planItems.update(org, id, input, async (tx) => {
    await tx.communicationPlanItem.update({
      where: { id },
      data: { ...fieldsOf(input), stakeholders: { set: stakeholdersOf(input) } },
    });
    await syncPlanItemDue(tx, id);
  });

/** Out of the plan and the dashboard; the communications logged for it keep their link and history. */
export const archivePlanItem = (org: OrgContext, id: string) =>
  planItems.retire(org, id, {}, async (tx) => {
    await tx.communicationPlanItem.updateMany({
      where: { id, archivedDate: null },
      data: { archivedDate: new Date() },
    });
  });

export const restorePlanItem = (org: OrgContext, id: string) => planItems.restore(org, id);
