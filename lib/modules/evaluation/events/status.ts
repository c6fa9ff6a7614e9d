// The event's status flow. Client-safe: the form offers only the statuses this allows.
//
//   REPORTED → UNDER_INVESTIGATION → ACTIONS_PENDING → CLOSED
//
// A coordinator may move an event to any status (an observation needs no investigation, a closed
// event may be reopened), with two rules: ACTIONS_PENDING needs at least one open action, and
// CLOSED needs every action done or waived.

export const EVENT_STATUSES = ["REPORTED", "UNDER_INVESTIGATION", "ACTIONS_PENDING", "CLOSED"] as const;
export type EventStatusName = (typeof EVENT_STATUSES)[number];

type ActionState = { doneDate: unknown; waived: boolean };

export const isActionOpen = (action: ActionState) => !action.doneDate && !action.waived;

/** Why the event cannot take this status with these actions, or null when it can. */
export function statusProblem(status: EventStatusName, actions: ActionState[]): "actionsOpen" | "noOpenActions" | null {
  const open = actions.filter(isActionOpen).length;
  if (status === "CLOSED" && open > 0) return "actionsOpen";
  if (status === "ACTIONS_PENDING" && open === 0) return "noOpenActions";
  return null;
}
