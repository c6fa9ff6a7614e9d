// Members of an organization. One member with roles and requirements is for managers, like the
// member detail screen.
import type { Operation } from "@/lib/platform/auth/access";

export const memberAccess = {
  list: { org: "READ", limited: true },
  read: { org: "MANAGE", limited: true },
  create: { org: "MANAGE", limited: true },
  update: { org: "MANAGE", limited: true },
  /** Taking a person out of the organization (their history stays). */
  remove: { org: "MANAGE", limited: true },
} as const satisfies Record<string, Operation>;
