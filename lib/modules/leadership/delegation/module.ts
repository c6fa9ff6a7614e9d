// Delegation (ISO 5.3): who holds which responsibility and authority, their acceptance, the letter
// of delegation, and the coverage of the responsibilities someone must hold.
import { defineModule } from "@/lib/platform/modules/manifest";
import { delegationAccess, responsibilityAccess } from "./access";

const delegation = "/leadership/delegation";

export const delegationModule = defineModule({
  key: "leadership/delegation",
  area: "leadership",
  operations: { delegation: delegationAccess, responsibility: responsibilityAccess },
  screens: [
    { path: delegation, operation: delegationAccess.list },
    { path: `${delegation}/[id]`, operation: delegationAccess.read, plainId: true },
    { path: `${delegation}/[id]/edit`, operation: delegationAccess.update },
    { path: `${delegation}/[id]/letter`, operation: delegationAccess.read },
    { path: `${delegation}/responsibilities/[id]`, operation: responsibilityAccess.update },
  ],
  menu: [{ group: "leadership", key: "delegation", href: delegation, position: 20 }],
  due: async () => {
    const sources = await import("./due-source");
    return [sources.delegationAcceptanceDue, sources.responsibilityCoverageDue];
  },
  history: async () => (await import("./history")).delegationHistory,
});
