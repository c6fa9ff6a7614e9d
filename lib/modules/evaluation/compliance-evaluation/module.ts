// Compliance evaluation (ISO 14001 and 45001 clause 9.1.2): yearly rounds over every binding
// obligation, recorded as the obligations' own evaluations, with the shortfalls' corrective actions,
// a manager's sign-off, the results year against year, and the round's report.
import { defineModule } from "@/lib/platform/modules/manifest";
import { complianceRoundAccess } from "./access";

const rounds = "/evaluation/compliance-evaluation";

export const complianceEvaluationModule = defineModule({
  key: "evaluation/compliance-evaluation",
  area: "evaluation",
  operations: { complianceRound: complianceRoundAccess },
  screens: [
    { path: rounds, operation: complianceRoundAccess.list },
    { path: `${rounds}/[id]`, operation: complianceRoundAccess.read, plainId: true },
    { path: `${rounds}/[id]/edit`, operation: complianceRoundAccess.update },
    { path: `${rounds}/[id]/obligations/[obligationId]`, operation: complianceRoundAccess.evaluate },
  ],
  menu: [{ group: "evaluation", key: "complianceEvaluation", href: rounds, position: 20 }],
  history: async () => (await import("./history")).complianceRoundHistory,
});
