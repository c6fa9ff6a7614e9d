// Organization structure: the organization itself, subsidiaries, departments and work areas. Its
// screens (/organization/manage-organization/**) are not part of LIMITED access, and neither is
// its API, except the list of work areas, which the member screens read.
import type { Operation } from "@/lib/platform/auth/access";

export const structureAccess = {
  /** One organization, its departments, one department. */
  read: { org: "READ", limited: false },
  /** The work areas, offered by the member form and the member list's filter. */
  listAreas: { org: "READ", limited: true },
  /** The structure overview; adding subsidiaries and departments; changing departments and areas. */
  manage: { org: "MANAGE", limited: false },
  /** Changing an organization, its feature access included (system managers only for that part). */
  update: { org: "MANAGE", limited: false, limitedExemptFor: "MANAGE" },
  /** The holding's single sign-on: its identity provider and whether members must use it. */
  singleSignOn: { org: "MANAGE", limited: false },
} as const satisfies Record<string, Operation>;
