// Binding obligations: the acts that bind the organization, with their compliance evaluations.
import { defineModule } from "@/lib/platform/modules/manifest";
import { obligationAccess } from "./access";

const obligations = "/documents/binding-obligations";

export const bindingObligationsModule = defineModule({
  key: "documents/binding-obligations",
  area: "documents",
  operations: { obligation: obligationAccess },
  screens: [
    { path: obligations, operation: obligationAccess.list },
    { path: `${obligations}/[id]`, operation: obligationAccess.read, plainId: true },
    { path: `${obligations}/[id]/evaluations/new`, operation: obligationAccess.evaluate },
  ],
  menu: [{ group: "documents", key: "bindingObligations", href: obligations, position: 10 }],
  due: async () => [(await import("./due-source")).obligationEvaluationsDue],
  history: async () => (await import("./history")).bindingObligationsHistory,
});
