// Communication (ISO 14001 / 45001 clause 7.4): the plan of what is communicated, to whom, when and
// how, and the log of communications in and out, complaints among them with their responses and
// the actions they raise.
import { defineModule } from "@/lib/platform/modules/manifest";
import { communicationAccess, communicationPlanAccess } from "./access";

const communication = "/operation/communication";

export const communicationModule = defineModule({
  key: "operation/communication",
  area: "operation",
  operations: { communicationPlan: communicationPlanAccess, communication: communicationAccess },
  screens: [
    { path: communication, operation: communicationAccess.list },
    // the plan's view by its own address (a link cut back from a plan line's)
    {
      path: `${communication}/plan`,
      operation: communicationPlanAccess.list,
      redirectTo: `${communication}?view=plan`,
    },
    { path: `${communication}/[id]`, operation: communicationAccess.read, plainId: true },
    { path: `${communication}/[id]/edit`, operation: communicationAccess.update },
    { path: `${communication}/plan/[id]`, operation: communicationPlanAccess.read, plainId: true },
    { path: `${communication}/plan/[id]/edit`, operation: communicationPlanAccess.update },
  ],
  menu: [{ group: "operation", key: "communication", href: communication, position: 30 }],
  due: async () => {
    const { communicationPlanDue, communicationResponsesDue } = await import("./due-source");
    return [communicationPlanDue, communicationResponsesDue];
  },
  history: async () => (await import("./history")).communicationHistory,
});
