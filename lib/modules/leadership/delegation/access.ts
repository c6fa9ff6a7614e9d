// Delegation (ISO 5.3): who holds which responsibility. Readers see it, managers change it; only the
// delegated member accepts their own delegation. Not part of LIMITED access (SPEC.md section 6).
import type { Operation } from "@/lib/platform/auth/access";

export const delegationAccess = {
  list: { org: "READ", limited: false },
  read: { org: "READ", limited: false },
  create: { org: "MANAGE", limited: false },
  update: { org: "MANAGE", limited: false },
  archive: { org: "MANAGE", limited: false },
  /** The delegated member's acceptance, whatever their scope; nobody accepts for another. */
  accept: { org: "READ_PROCEDURES", ownOnly: true, limited: false },
} as const satisfies Record<string, Operation>;

/** The responsibilities: the shared catalogue and the organization's own. */
export const responsibilityAccess = {
  list: { org: "READ", limited: false },
  create: { org: "MANAGE", limited: false },
  update: { org: "MANAGE", limited: false },
  archive: { org: "MANAGE", limited: false },
} as const satisfies Record<string, Operation>;
