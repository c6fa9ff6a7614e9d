// An organization's machines. Readers see them; editors write them. Not part of LIMITED access.
import type { Operation } from "@/lib/platform/auth/access";

export const machineAccess = {
  list: { org: "READ", limited: false },
  read: { org: "READ", limited: false },
  create: { org: "EDIT", limited: false },
  update: { org: "EDIT", limited: false },
  archive: { org: "EDIT", limited: false },
} as const satisfies Record<string, Operation>;
