// The action plan: one engine for the work of every source (events, inspections, the plan itself),
// with its board, its due dates and effectiveness checks.
import { defineModule } from "@/lib/platform/modules/manifest";
import { actionAccess } from "./access";

const plan = "/planning/action-plan";

export const actionPlanModule = defineModule({
  key: "planning/action-plan",
  area: "planning",
  operations: { action: actionAccess },
  screens: [
    { path: plan, operation: actionAccess.list },
    { path: `${plan}/[id]`, operation: actionAccess.read, plainId: true },
    { path: `${plan}/[id]/edit`, operation: actionAccess.update },
  ],
  menu: [{ group: "planning", key: "actionPlan", href: plan, position: 40 }],
  due: async () => {
    const sources = await import("./due-source");
    return [sources.eventActionsDue, sources.actionsDue, sources.actionEffectivenessDue];
  },
  history: async () => (await import("./history")).actionPlanHistory,
});
