// An organization's stakeholders (associations with catalogue entries or its own stakeholders).
import type { Operation } from "@/lib/platform/auth/access";

export const stakeholderAccess = {
  list: { org: "READ", limited: true },
  read: { org: "READ", limited: true },
  create: { org: "EDIT", limited: true },
  update: { org: "EDIT", limited: true },
  archive: { org: "EDIT", limited: true },
} as const satisfies Record<string, Operation>;
