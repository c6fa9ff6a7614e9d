// The management system's scope and its revisions.
import type { Operation } from "@/lib/platform/auth/access";

export const scopeAccess = {
  read: { org: "READ", limited: true },
  listRevisions: { org: "READ", limited: true },
  update: { org: "EDIT", limited: true },
} as const satisfies Record<string, Operation>;
