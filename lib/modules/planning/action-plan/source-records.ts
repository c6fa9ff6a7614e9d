// The actions of the records they come from, as those records' own writes need them: an event's
// form writes its corrective and preventive actions as a list, and an event cannot close while any
// is open. Exported for the source modules, so that only this module touches the Action table.
import "server-only";
import { validationFailed } from "@/lib/platform/api/errors";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Tx } from "@/lib/platform/db";
import { OPEN_ACTION_STATUSES } from "./choices";

type SourceLink = { eventId: string | null; inspectionId?: string | null; hazardId?: string | null };

/**
 * A change of an action is a change of its event's action list: the event's row is touched, so an
 * event form opened before it answers 409 instead of writing its older list over it.
 */
export async function touchSourceOf(tx: Tx, link: SourceLink) {
  if (link.eventId) await tx.event.update({ where: { id: link.eventId }, data: { lastModifiedDate: new Date() } });
}

/** An action found not effective reopens the closed event it came from: its work is not finished. */
export async function reopenSourceOf(tx: Tx, link: SourceLink) {
  if (!link.eventId) return;
  await tx.event.updateMany({
    where: { id: link.eventId, status: "CLOSED" },
    data: { status: "ACTIONS_PENDING", closedDate: null },
  });
}

/** One action as an event's form lists it. */
export type EventActionWrite = {
  /** An action of this event to change; null for a new one. */
  id: string | null;
  kind: "CORRECTIVE" | "PREVENTIVE";
  title: string;
  responsibleId: string | null;
  dueDate: Date | null;
  doneDate: Date | null;
  /** Not needed after all: cancelled, with the reason. */
  cancelledReason: string | null;
};

/**
 * The event's actions as its form lists them, in order: those with an id are changed, new ones
 * added, those left out removed. An action's progress in between (in progress) is kept while the
 * form leaves it open; its area follows the event's.
 */
export async function writeEventActions(
  tx: Tx,
  org: OrgContext,
  event: { id: string; areaId: string | null },
  list: EventActionWrite[],
) {
  const existing = new Map(
    (await tx.action.findMany({ where: { eventId: event.id }, select: { id: true, status: true } })).map((row) => [
      row.id,
      row.status,
    ]),
  );
  const unknown = list.findIndex((action) => action.id && !existing.has(action.id));
  if (unknown >= 0) throw validationFailed({ [`actions.${unknown}.id`]: "Not an action of this event" });
  const kept = list.flatMap((action) => (action.id ? [action.id] : []));
  await tx.action.deleteMany({ where: { eventId: event.id, id: { notIn: kept } } });
  for (const [position, action] of list.entries()) {
    const before = action.id ? existing.get(action.id) : undefined;
    const status = action.cancelledReason
      ? "CANCELLED"
      : action.doneDate
        ? "DONE"
        : before === "IN_PROGRESS"
          ? "IN_PROGRESS"
          : "PLANNED";
    const data = {
      kind: action.kind,
      title: action.title,
      responsibleId: action.responsibleId,
      dueDate: action.dueDate,
      doneDate: status === "DONE" ? action.doneDate : null,
      status,
      cancelledReason: action.cancelledReason,
      areaId: event.areaId,
      position,
    } as const;
    if (action.id) await tx.action.update({ where: { id: action.id }, data });
    else {
      await tx.action.create({
        data: { ...data, organizationId: org.organizationId, source: "EVENT", eventId: event.id },
      });
    }
  }
}

/** How many of the event's actions are still to do, as stored (after the write's own changes). */
export const openEventActions = (tx: Tx, eventId: string) =>
  tx.action.count({ where: { eventId, status: { in: [...OPEN_ACTION_STATUSES] }, archivedDate: null } });

/**
 * An action proposed where it arises: a shortfall (an audit's finding, an evaluation's result, an
 * inspection's answer, a complaint) or a review's decision.
 */
export type CorrectiveActionWrite = {
  title: string;
  responsibleId: string | null;
  dueDate: Date | null;
  /** What raised it, where the source record has more to say than itself (an inspection's question). */
  description?: string;
};

type ShortfallLink =
  | { findingId: string }
  | { evaluationId: string }
  | { decisionId: string }
  | { inspectionId: string }
  | { communicationId: string };

const sourceOf = (link: ShortfallLink) =>
  "findingId" in link
    ? "FINDING"
    : "evaluationId" in link
      ? "COMPLIANCE"
      : "decisionId" in link
        ? "REVIEW"
        : "communicationId" in link
          ? "COMMUNICATION"
          : "INSPECTION";

/**
 * The corrective action of a shortfall, added with it in one step by whoever records it (an auditor,
 * evaluator, inspector or the editor logging a complaint, with EDIT): planned, in the record's area, after the record's other
 * actions. Managers take it on in the action plan.
 */
export async function addCorrectiveAction(
  tx: Tx,
  org: OrgContext,
  link: ShortfallLink,
  areaId: string | null,
  action: CorrectiveActionWrite,
) {
  const last = await tx.action.aggregate({ where: link, _max: { position: true } });
  await tx.action.create({
    data: {
      organizationId: org.organizationId,
      source: sourceOf(link),
      ...link,
      // a review's decision improves the system; a shortfall's action corrects it
      kind: "decisionId" in link ? "IMPROVEMENT" : "CORRECTIVE",
      title: action.title,
      description: action.description ?? null,
      responsibleId: action.responsibleId,
      dueDate: action.dueDate,
      areaId,
      position: (last._max.position ?? -1) + 1,
    },
  });
}
