// Compliance evaluation rounds (ISO 14001 and 45001 clause 9.1.2). READ sees the rounds and their
// results; EDIT starts a round and records the obligations' evaluations in it (through the binding
// obligations' own evaluations); a manager signs a round off. Not part of LIMITED access.
import type { Operation } from "@/lib/platform/auth/access";

export const complianceRoundAccess = {
  list: { org: "READ", limited: false },
  read: { org: "READ", limited: false },
  create: { org: "EDIT", limited: false },
  update: { org: "EDIT", limited: false },
  archive: { org: "EDIT", limited: false },
  /** Evaluating an obligation within the round. */
  evaluate: { org: "EDIT", limited: false },
  signOff: { org: "MANAGE", limited: false },
} as const satisfies Record<string, Operation>;
