// Objectives (ISO 14001 and 45001 clause 6.2): what each addresses, a KPI measured from the records
// the product keeps (meters, the GHG account, the waste account, events) or entered per month, a
// baseline and a target, progress against the straight path and a computed status, a programme of
// actions; and the activity figures that intensity KPIs divide by.
import { defineModule } from "@/lib/platform/modules/manifest";
import { objectiveAccess } from "./access";

const objectives = "/planning/objectives";

export const objectivesModule = defineModule({
  key: "planning/objectives",
  area: "planning",
  operations: { objective: objectiveAccess },
  screens: [
    { path: objectives, operation: objectiveAccess.list },
    { path: `${objectives}/activity-figures`, operation: objectiveAccess.activityFigures },
    { path: `${objectives}/[id]`, operation: objectiveAccess.read, plainId: true },
    { path: `${objectives}/[id]/edit`, operation: objectiveAccess.update },
  ],
  menu: [{ group: "planning", key: "objectives", href: objectives, position: 30 }],
  history: async () => (await import("./history")).objectivesHistory,
});
