// The control book: agreements (recurring obligations) and their inspections. Readers see the
// lists and the API's records; the detail and edit screens are for editors, as the specification
// sets them. Not part of LIMITED access.
import type { Operation } from "@/lib/platform/auth/access";

export const agreementAccess = {
  list: { org: "READ", limited: false },
  read: { org: "READ", limited: false },
  /** The detail screen. */
  open: { org: "EDIT", limited: false },
  create: { org: "EDIT", limited: false },
  update: { org: "EDIT", limited: false },
  archive: { org: "EDIT", limited: false },
} as const satisfies Record<string, Operation>;

export const inspectionAccess = {
  list: { org: "READ", limited: false },
  read: { org: "READ", limited: false },
  /** The detail screen. */
  open: { org: "EDIT", limited: false },
  create: { org: "EDIT", limited: false },
  update: { org: "EDIT", limited: false },
  archive: { org: "EDIT", limited: false },
  /** Raising an event from a failed inspection: reports an event, which editors may. */
  raiseEvent: { org: "EDIT", limited: false },
  /**
   * Answering its agreement's questionnaire while it is pending, with the corrective action of a
   * shortfall in the same step (an inspector with EDIT proposes it; planning needs MANAGE).
   */
  answer: { org: "EDIT", limited: false },
} as const satisfies Record<string, Operation>;
