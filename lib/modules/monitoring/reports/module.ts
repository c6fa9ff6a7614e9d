// Lists and reports: the catalogue of ready reports (registers and accounts as PDF and XLSX, for an
// organization with or without those below it, over a period) and the reports scheduled to members
// by e-mail each month or quarter.
import { requirementOf } from "@/lib/platform/auth/access";
import { defineModule } from "@/lib/platform/modules/manifest";
import { reportsAccess } from "./access";

const screen = "/monitoring/lists-reports";

export const reportsModule = defineModule({
  key: "monitoring/reports",
  area: "monitoring",
  operations: { reports: reportsAccess },
  screens: [
    { path: screen, operation: reportsAccess.read },
    { path: `${screen}/schedules/new`, operation: reportsAccess.schedule },
    { path: `${screen}/schedules/[id]`, operation: reportsAccess.read },
    { path: `${screen}/schedules/[id]/edit`, operation: reportsAccess.schedule },
  ],
  menu: [{ group: "monitoring", key: "listsReports", href: screen, position: 50 }],
  // "generate report": the catalogue, to pick a report and download it
  quickActions: [{ key: "generateReport", href: screen, requires: requirementOf(reportsAccess.read), position: 40 }],
  history: async () => (await import("./history")).scheduleHistory,
});
