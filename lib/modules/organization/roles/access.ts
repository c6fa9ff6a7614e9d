// Roles of an organization. One role with its competences and members is for managers, like the
// role detail screen.
import type { Operation } from "@/lib/platform/auth/access";

export const roleAccess = {
  list: { org: "READ", limited: true },
  read: { org: "MANAGE", limited: true },
  create: { org: "MANAGE", limited: true },
  update: { org: "MANAGE", limited: true },
  archive: { org: "MANAGE", limited: true },
} as const satisfies Record<string, Operation>;
