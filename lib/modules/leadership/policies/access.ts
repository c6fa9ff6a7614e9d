// An organization's policies. Readers see every policy and its revisions; editors write them. The
// public view needs no operation: it answers anyone, for published policies only.
import type { Operation } from "@/lib/platform/auth/access";

export const policyAccess = {
  list: { org: "READ", limited: true },
  read: { org: "READ", limited: true },
  listRevisions: { org: "READ", limited: true },
  /** The versions screen, where two revisions are compared. */
  compare: { org: "EDIT", limited: true },
  create: { org: "EDIT", limited: true },
  update: { org: "EDIT", limited: true },
  archive: { org: "EDIT", limited: true },
} as const satisfies Record<string, Operation>;
