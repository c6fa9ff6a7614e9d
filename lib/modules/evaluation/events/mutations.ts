import "server-only";
import { validationFailed } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Tx } from "@/lib/platform/db";
import { assertOwnReferences } from "@/lib/platform/tenancy/references";
import { recordWrites } from "@/lib/platform/writes/records";
import { getEvent } from "./data";
import {
  openEventActions,
  writeEventActions,
  type EventActionWrite,
} from "@/lib/modules/planning/action-plan/source-records";
import type { EventActionInput, EventInput, EventReport } from "./schema";

type EventWrite = EventReport | EventInput;

const actionsOf = (input: EventWrite): EventActionInput[] => ("actions" in input ? input.actions : []);

const assertOwnLinks = (tx: Tx, org: OrgContext, input: EventWrite) =>
  assertOwnReferences(tx, org, [
    { model: "storedFile", ids: input.fileIds, field: () => "fileIds" },
    { model: "area", ids: [input.areaId], field: () => "areaId" },
    {
      model: "actingMember",
      ids: actionsOf(input).map((action) => action.responsibleId),
      field: (index) => `actions.${index}.responsibleId`,
    },
  ]);

const filesOf = (input: EventWrite) => [...new Set(input.fileIds)].map((id) => ({ id }));
const day = (text: string | null) => (text ? new Date(`${text}T00:00:00Z`) : null);

const reportedFieldsOf = (input: EventWrite) => ({
  title: input.title,
  description: input.description,
  kind: input.kind,
  importance: input.importance,
  accidentOccurred: input.accidentOccurred,
  occurredAt: new Date(input.occurredAt),
  areaId: input.areaId,
  location: input.location,
  latitude: input.latitude,
  longitude: input.longitude,
});

const events = recordWrites({
  table: (tx) => tx.event,
  get: getEvent,
  checkLinks: assertOwnLinks,
});

/**
 * A new report. The reporting form sends a key of its own choosing; the same key again (the answer
 * was lost, the phone retried once online) answers the event already stored instead of a second one.
 * The key's lock makes two requests with one key wait for each other.
 */
export const reportEvent = (org: OrgContext, input: EventReport) =>
  events.create(org, input, async (tx) => {
    const key = input.idempotencyKey;
    if (key) {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`event-report:${key}`}, 0))`;
      const earlier = await tx.event.findFirst({
        where: { organizationId: org.organizationId, idempotencyKey: key },
        select: { id: true },
      });
      if (earlier) return earlier.id;
    }
    const created = await tx.event.create({
      data: {
        organizationId: org.organizationId,
        ...reportedFieldsOf(input),
        reportedById: org.user.id,
        reporterName: org.user.name,
        idempotencyKey: key ?? null,
        files: { connect: filesOf(input) },
      },
      select: { id: true },
    });
    return created.id;
  });

const asActionWrites = (actions: EventActionInput[]): EventActionWrite[] =>
  actions.map((action) => ({
    id: action.id ?? null,
    kind: action.type,
    title: action.description,
    responsibleId: action.responsibleId,
    dueDate: day(action.dueDate),
    doneDate: day(action.doneDate),
    cancelledReason: action.waived ? action.waivedReason : null,
  }));

export const updateEvent = (org: OrgContext, id: string, input: EventInput) =>
  events.update(org, id, input, async (tx) => {
    const { closedDate } = await tx.event.findUniqueOrThrow({ where: { id }, select: { closedDate: true } });
    await tx.event.update({
      where: { id },
      data: {
        ...reportedFieldsOf(input),
        status: input.status,
        immediateAction: input.immediateAction,
        investigation: input.investigation,
        rootCause: input.rootCause,
        lostWorkdays: input.lostWorkdays,
        // the day it was closed stays while it stays closed; reopening clears it
        closedDate: input.status === "CLOSED" ? (closedDate ?? new Date()) : null,
        files: { set: filesOf(input) },
      },
    });
    await writeEventActions(tx, org, { id, areaId: input.areaId }, asActionWrites(input.actions));
    // the rule reads the action plan as stored: an action may have been reopened there
    if (input.status === "CLOSED" && (await openEventActions(tx, id)) > 0) {
      throw validationFailed({ status: "Mark every action done or not needed before closing the event" });
    }
  });

/** Out of the list; the event, its actions, files and history stay. */
export const archiveEvent = (org: OrgContext, id: string) =>
  events.retire(org, id, {}, async (tx) => {
    await tx.event.updateMany({ where: { id, archivedDate: null }, data: { archivedDate: new Date() } });
  });

/** An archived event back in the list, with its actions and files. */
export const restoreEvent = (org: OrgContext, id: string) => events.restore(org, id);
