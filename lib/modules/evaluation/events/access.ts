// Events (incidents, near misses, observations). Everyone reads them; editors report and
// investigate. Open under LIMITED access: event handling is part of the reduced menu.
import type { Operation } from "@/lib/platform/auth/access";

export const eventAccess = {
  list: { org: "READ", limited: true },
  read: { org: "READ", limited: true },
  /** reporting, also from the phone's quick action */
  create: { org: "EDIT", limited: true },
  /** the investigation, its actions and the status */
  update: { org: "EDIT", limited: true },
  archive: { org: "EDIT", limited: true },
} as const satisfies Record<string, Operation>;
