// An organization's meters and their readings. Readers see them (also under LIMITED access);
// editors create meters, record readings and import them.
import type { Operation } from "@/lib/platform/auth/access";

export const meterAccess = {
  list: { org: "READ", limited: true },
  read: { org: "READ", limited: true },
  create: { org: "EDIT", limited: true },
  update: { org: "EDIT", limited: true },
  archive: { org: "EDIT", limited: true },
} as const satisfies Record<string, Operation>;
