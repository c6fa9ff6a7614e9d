// An organization's procedures. The procedure scopes apply: READ_PROCEDURES reads and
// EDIT_PROCEDURES writes (READ and EDIT include them). The public view needs no operation: it
// answers anyone, for published procedures only.
import type { Operation } from "@/lib/platform/auth/access";

export const procedureAccess = {
  list: { org: "READ_PROCEDURES", limited: true },
  read: { org: "READ_PROCEDURES", limited: true },
  listRevisions: { org: "READ_PROCEDURES", limited: true },
  /** The versions screen, where two revisions are compared. */
  compare: { org: "EDIT_PROCEDURES", limited: true },
  create: { org: "EDIT_PROCEDURES", limited: true },
  update: { org: "EDIT_PROCEDURES", limited: true },
  archive: { org: "EDIT_PROCEDURES", limited: true },
} as const satisfies Record<string, Operation>;
