// Policies with their approval, revisions, comparison and public page.
import { defineModule } from "@/lib/platform/modules/manifest";
import { policyAccess } from "./access";

const policies = "/leadership/policies";

export const policiesModule = defineModule({
  key: "leadership/policies",
  area: "leadership",
  operations: { policy: policyAccess },
  screens: [
    { path: policies, operation: policyAccess.list },
    { path: `${policies}/[id]`, operation: policyAccess.read, plainId: true },
    { path: `${policies}/[id]/edit`, operation: policyAccess.update },
    { path: `${policies}/[id]/versions`, operation: policyAccess.compare },
  ],
  menu: [{ group: "leadership", key: "policies", href: policies, position: 10 }],
  due: async () => [(await import("./due-source")).policyReviewsDue],
  history: async () => (await import("./history")).policiesHistory,
});
