// The dashboard: what is overdue and due soon across every module, key figures and charts, and the
// full due list behind its "show all".
import { defineModule } from "@/lib/platform/modules/manifest";
import { dashboardAccess } from "./access";
import { DUE_LIST_PATH } from "./due-links";

export const dashboardModule = defineModule({
  key: "dashboard",
  area: "dashboard",
  operations: { dashboard: dashboardAccess },
  screens: [
    { path: "/dashboard", operation: dashboardAccess.view },
    { path: DUE_LIST_PATH, operation: dashboardAccess.view },
  ],
  menu: [{ group: "dashboard", key: "dashboard", href: "/dashboard", position: 10 }],
});
