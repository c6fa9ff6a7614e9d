// Internal audit (ISO 14001 and 45001 clause 9.2): the programme of audits per year with the coverage
// of the standards' clauses over the certification cycle; each audit's scope, auditors, questionnaire
// answers, findings and the corrective actions of its nonconformities (in the action plan); the report.
import { defineModule } from "@/lib/platform/modules/manifest";
import { internalAuditAccess } from "./access";

const audits = "/evaluation/internal-audit";

export const internalAuditModule = defineModule({
  key: "evaluation/internal-audit",
  area: "evaluation",
  operations: { internalAudit: internalAuditAccess },
  screens: [
    { path: audits, operation: internalAuditAccess.list },
    { path: `${audits}/[id]`, operation: internalAuditAccess.read, plainId: true },
    { path: `${audits}/[id]/edit`, operation: internalAuditAccess.update },
  ],
  menu: [{ group: "evaluation", key: "internalAudit", href: audits, position: 30 }],
  history: async () => (await import("./history")).internalAuditHistory,
});
