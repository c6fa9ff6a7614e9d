// The performance overview: the figures a management system reports, month by month and year
// against year, for the organization and rolled up over everything below it.
import { defineModule } from "@/lib/platform/modules/manifest";
import { performanceAccess } from "./access";

const overview = "/monitoring/performance-overview";

export const performanceModule = defineModule({
  key: "monitoring/performance",
  area: "monitoring",
  operations: { performance: performanceAccess },
  screens: [{ path: overview, operation: performanceAccess.read }],
  menu: [{ group: "monitoring", key: "performanceOverview", href: overview, position: 60 }],
});
