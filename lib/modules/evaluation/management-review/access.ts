// Management review (ISO 14001 and 45001 clause 9.3). READ sees the reviews and their minutes; EDIT
// prepares and holds a review (its inputs, comments, conclusions and decisions); a manager approves
// the minutes, read-only after. Not part of LIMITED access.
import type { Operation } from "@/lib/platform/auth/access";

export const reviewAccess = {
  list: { org: "READ", limited: false },
  read: { org: "READ", limited: false },
  create: { org: "EDIT", limited: false },
  update: { org: "EDIT", limited: false },
  archive: { org: "EDIT", limited: false },
  /** Freezing the inputs at the meeting. */
  hold: { org: "EDIT", limited: false },
  approve: { org: "MANAGE", limited: false },
} as const satisfies Record<string, Operation>;
