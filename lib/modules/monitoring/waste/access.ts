// Waste handling: the organization's waste handlers, their arrangements and the registrations of
// what was handed over, and the waste account built from them. Readers see the handlers and the
// account; editors record. Open under LIMITED feature access (monitoring meters and waste).
import type { Operation } from "@/lib/platform/auth/access";

export const wasteAccess = {
  list: { org: "READ", limited: true },
  read: { org: "READ", limited: true },
  account: { org: "READ", limited: true },
  create: { org: "EDIT", limited: true },
  update: { org: "EDIT", limited: true },
  archive: { org: "EDIT", limited: true },
} as const satisfies Record<string, Operation>;
