import type { Operation } from "@/lib/platform/auth/access";

export const dashboardAccess = {
  /** Every member sees the dashboard and its due list, under LIMITED access too. */
  view: { org: "READ", limited: true },
} as const satisfies Record<string, Operation>;
