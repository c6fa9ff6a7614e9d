// An organization's binding obligations: the catalogue acts that apply to it, with their compliance
// evaluations. Readers see them and the matrix; editors bind acts and record evaluations.
import type { Operation } from "@/lib/platform/auth/access";

export const obligationAccess = {
  list: { org: "READ", limited: true },
  read: { org: "READ", limited: true },
  create: { org: "EDIT", limited: true },
  update: { org: "EDIT", limited: true },
  /** Record a new evaluation (an evaluation once recorded is never changed). */
  evaluate: { org: "EDIT", limited: true },
  archive: { org: "EDIT", limited: true },
} as const satisfies Record<string, Operation>;
