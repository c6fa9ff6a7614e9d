// CO2 and the greenhouse-gas account: read with the meters (LIMITED organizations see meters); which
// factors apply to a meter is set by those who edit meters.
import type { Operation } from "@/lib/platform/auth/access";

export const carbonAccess = {
  read: { org: "READ", limited: true },
  link: { org: "EDIT", limited: true },
} as const satisfies Record<string, Operation>;
