// Risk assessment (ISO 45001 6.1.2, the Danish APV): the holding's matrix, assessments of workplaces,
// activities and jobs with their hazards, additional controls as actions, acceptances of residual
// risks, the hazard register with its heat map, and reviews through the recurrence engine.
import { defineModule } from "@/lib/platform/modules/manifest";
import { riskAccess } from "./access";

const risks = "/planning/risk-assessment";

export const riskAssessmentModule = defineModule({
  key: "planning/risk-assessment",
  area: "planning",
  operations: { risk: riskAccess },
  screens: [
    { path: risks, operation: riskAccess.list },
    { path: `${risks}/matrix`, operation: riskAccess.matrix },
    { path: `${risks}/[id]`, operation: riskAccess.read, plainId: true },
    { path: `${risks}/[id]/edit`, operation: riskAccess.update },
    { path: `${risks}/[id]/versions`, operation: riskAccess.read },
  ],
  menu: [{ group: "planning", key: "riskAssessment", href: risks, position: 10 }],
  due: async () => [(await import("./due-source")).riskAssessmentReviewsDue],
  history: async () => (await import("./history")).riskAssessmentHistory,
});
