// An organization's own controlled documents. Readers see them; editors write them.
import type { Operation } from "@/lib/platform/auth/access";

export const ownDocumentAccess = {
  list: { org: "READ", limited: true },
  read: { org: "READ", limited: true },
  create: { org: "EDIT", limited: true },
  update: { org: "EDIT", limited: true },
  archive: { org: "EDIT", limited: true },
} as const satisfies Record<string, Operation>;
