import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { assertOwnReferences } from "@/lib/platform/tenancy/references";
import { recordWrites } from "@/lib/platform/writes/records";
import { getSchedule } from "./data";
import type { ScheduleInput } from "./schema";

const set = (ids: string[]) => ids.map((id) => ({ id }));

const schedules = recordWrites({
  table: (tx) => tx.reportSchedule,
  get: getSchedule,
  checkLinks: (tx, org, input: ScheduleInput) =>
    assertOwnReferences(tx, org, [
      { model: "actingMember", ids: input.recipientIds, field: (index) => `recipientIds.${index}` },
    ]),
});

const fieldsOf = (input: ScheduleInput) => ({
  reportKey: input.reportKey,
  includeDescendants: input.includeDescendants,
  frequency: input.frequency,
  formats: input.formats,
  note: input.note,
});

export const createSchedule = (org: OrgContext, input: ScheduleInput) =>
  schedules.create(org, input, async (tx) => {
    const created = await tx.reportSchedule.create({
      data: {
        organizationId: org.organizationId,
        ...fieldsOf(input),
        recipients: { connect: set(input.recipientIds) },
      },
      select: { id: true },
    });
    return created.id;
  });

export const updateSchedule = (org: OrgContext, id: string, input: ScheduleInput) =>
  schedules.update(org, id, input, async (tx) => {
    await tx.reportSchedule.update({
      where: { id },
      data: { ...fieldsOf(input), recipients: { set: set(input.recipientIds) } },
    });
  });

/** Archiving stops the sending; the deliveries already made stay. */
export const archiveSchedule = (org: OrgContext, id: string) =>
  schedules.retire(org, id, {}, async (tx) => {
    await tx.reportSchedule.update({ where: { id }, data: { archivedDate: new Date() } });
  });

export const restoreSchedule = (org: OrgContext, id: string) => schedules.restore(org, id);
