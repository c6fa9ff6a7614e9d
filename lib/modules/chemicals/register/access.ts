// The organization's chemical register. Readers see it; editors write it. Chemicals are not part
// of LIMITED feature access, on the screens and on the API alike.
import type { Operation } from "@/lib/platform/auth/access";

export const chemicalRegisterAccess = {
  list: { org: "READ", limited: false },
  read: { org: "READ", limited: false },
  create: { org: "EDIT", limited: false },
  update: { org: "EDIT", limited: false },
  archive: { org: "EDIT", limited: false },
} as const satisfies Record<string, Operation>;
