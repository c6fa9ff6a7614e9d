// Communication (ISO 14001 / 45001 clause 7.4): the plan of what is communicated to whom and when,
// and the log of communications with authorities, neighbours, customers and workers, complaints
// among them. READ to see, EDIT to change; not part of LIMITED access (SPEC.md section 6).
import type { Operation } from "@/lib/platform/auth/access";

export const communicationPlanAccess = {
  list: { org: "READ", limited: false },
  read: { org: "READ", limited: false },
  create: { org: "EDIT", limited: false },
  update: { org: "EDIT", limited: false },
  archive: { org: "EDIT", limited: false },
} as const satisfies Record<string, Operation>;

export const communicationAccess = {
  list: { org: "READ", limited: false },
  read: { org: "READ", limited: false },
  /** Logging a communication, with the action a complaint raises in the same step. */
  create: { org: "EDIT", limited: false },
  update: { org: "EDIT", limited: false },
  archive: { org: "EDIT", limited: false },
} as const satisfies Record<string, Operation>;
