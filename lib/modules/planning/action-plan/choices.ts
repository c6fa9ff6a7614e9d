// The values an action's fields and the action plan's filters take. Client-safe, without zod, so the
// grid and the board load none.

/** The kinds of record an action comes from; PLAN: entered in the action plan itself. */
export const ACTION_SOURCES = [
  "PLAN",
  "EVENT",
  "INSPECTION",
  "HAZARD",
  "ASPECT",
  "OBJECTIVE",
  "FINDING",
  "COMPLIANCE",
  "REVIEW",
  "COMMUNICATION",
] as const;
export type ActionSourceName = (typeof ACTION_SOURCES)[number];

/** The hierarchy of controls, most effective first (ISO 45001 8.1.2): a hazard's controls say theirs. */
export const CONTROL_LEVELS = [
  "ELIMINATION",
  "SUBSTITUTION",
  "ENGINEERING",
  "ADMINISTRATIVE",
  "PROTECTIVE_EQUIPMENT",
] as const;

export const ACTION_KINDS = ["CORRECTIVE", "PREVENTIVE", "IMPROVEMENT"] as const;
export const ACTION_PRIORITIES = ["LOW", "MEDIUM", "HIGH"] as const;

/** In the board's order: what is to do, what is under way, what is finished. */
export const ACTION_STATUSES = ["PLANNED", "IN_PROGRESS", "DONE", "CANCELLED"] as const;
export type ActionStatusName = (typeof ACTION_STATUSES)[number];

/** The statuses of work still to do: these fall due, and an event with any of them cannot close. */
export const OPEN_ACTION_STATUSES = ["PLANNED", "IN_PROGRESS"] as const satisfies readonly ActionStatusName[];

export const isOpenStatus = (status: ActionStatusName) => (OPEN_ACTION_STATUSES as readonly string[]).includes(status);

/** What the responsible member may set: moving on, or back while it is not finished. */
export const PROGRESS_STATUSES = ["PLANNED", "IN_PROGRESS", "DONE"] as const satisfies readonly ActionStatusName[];

export const EFFECTIVENESS_RESULTS = ["EFFECTIVE", "NOT_EFFECTIVE"] as const;
