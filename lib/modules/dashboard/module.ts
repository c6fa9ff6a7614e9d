// The dashboard: what is overdue and due soon across every module, key figures and charts.
import type { Operation } from "@/lib/platform/auth/access";
import { defineModule } from "@/lib/platform/modules/manifest";

const dashboardAccess = {
  /** Every member sees the dashboard, under LIMITED access too. */
  view: { org: "READ", limited: true },
} as const satisfies Record<string, Operation>;

export const dashboardModule = defineModule({
  key: "dashboard",
  area: "dashboard",
  operations: { dashboard: dashboardAccess },
  screens: [{ path: "/dashboard", operation: dashboardAccess.view }],
  menu: [{ group: "dashboard", key: "dashboard", href: "/dashboard", position: 10 }],
});
