// Environmental aspects. Planning needs MANAGE to open and to change (SPEC.md section 6, issue 27);
// the aspects of a record are shown read-only on its own screen to its readers, by the record's
// page. Not part of LIMITED access.
import type { Operation } from "@/lib/platform/auth/access";

export const aspectAccess = {
  list: { org: "MANAGE", limited: false },
  read: { org: "MANAGE", limited: false },
  create: { org: "MANAGE", limited: false },
  update: { org: "MANAGE", limited: false },
  archive: { org: "MANAGE", limited: false },
  /** The holding's criteria of significance, read and changed by its managers (a change is a new version). */
  criteria: { org: "MANAGE", limited: false },
} as const satisfies Record<string, Operation>;
