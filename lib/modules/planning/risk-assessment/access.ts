// Risk assessment. Planning needs MANAGE to open and to change (SPEC.md section 6, issue 27); the
// risks of a record are shown read-only on its own screen to its readers, by the record's page.
// Not part of LIMITED access.
import type { Operation } from "@/lib/platform/auth/access";

export const riskAccess = {
  list: { org: "MANAGE", limited: false },
  read: { org: "MANAGE", limited: false },
  create: { org: "MANAGE", limited: false },
  update: { org: "MANAGE", limited: false },
  archive: { org: "MANAGE", limited: false },
  /** Letting a residual risk above the threshold stand: recorded with who, when and the scores. */
  accept: { org: "MANAGE", limited: false },
  /** The holding's matrix, read and changed by its managers (a change is a new version). */
  matrix: { org: "MANAGE", limited: false },
} as const satisfies Record<string, Operation>;
