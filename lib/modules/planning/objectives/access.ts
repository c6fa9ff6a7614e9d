// Objectives and the activity figures they divide by. Planning needs MANAGE to open and to change
// (SPEC.md section 6, issue 27). Not part of LIMITED access.
import type { Operation } from "@/lib/platform/auth/access";

export const objectiveAccess = {
  list: { org: "MANAGE", limited: false },
  read: { org: "MANAGE", limited: false },
  create: { org: "MANAGE", limited: false },
  update: { org: "MANAGE", limited: false },
  archive: { org: "MANAGE", limited: false },
  /** A MANUAL objective's value for a month, recorded with who and when. */
  recordValue: { org: "MANAGE", limited: false },
  /** The organization's activity figures (hours worked, headcount, output) and their months. */
  activityFigures: { org: "MANAGE", limited: false },
} as const satisfies Record<string, Operation>;
