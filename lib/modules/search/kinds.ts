// The kinds of record the search finds, each with the operation that opens its screen (from the
// module that owns it) and that screen's address. The index's triggers write these kinds (migration
// search_index); a hit is shown only where the person may do the kind's operation in the hit's
// organization, so the search never offers what its screen would refuse. Client-safe.
import type { Operation } from "@/lib/platform/auth/access";
import { chemicalRegisterAccess } from "@/lib/modules/chemicals/register/access";
import { obligationAccess } from "@/lib/modules/documents/binding-obligations/access";
import { ownDocumentAccess } from "@/lib/modules/documents/own-documents/access";
import { complianceRoundAccess } from "@/lib/modules/evaluation/compliance-evaluation/access";
import { eventAccess } from "@/lib/modules/evaluation/events/access";
import { internalAuditAccess } from "@/lib/modules/evaluation/internal-audit/access";
import { reviewAccess } from "@/lib/modules/evaluation/management-review/access";
import { policyAccess } from "@/lib/modules/leadership/policies/access";
import { agreementAccess, inspectionAccess } from "@/lib/modules/monitoring/control-book/access";
import { machineAccess } from "@/lib/modules/monitoring/machines/access";
import { meterAccess } from "@/lib/modules/monitoring/meters/access";
import { wasteAccess } from "@/lib/modules/monitoring/waste/access";
import { communicationAccess, communicationPlanAccess } from "@/lib/modules/operation/communication/access";
import { procedureAccess } from "@/lib/modules/operation/procedures/access";
import { actionAccess } from "@/lib/modules/planning/action-plan/access";
import { aspectAccess } from "@/lib/modules/planning/aspects/access";
import { objectiveAccess } from "@/lib/modules/planning/objectives/access";
import { riskAccess } from "@/lib/modules/planning/risk-assessment/access";
import { competenceAccess } from "@/lib/modules/organization/competences/access";
import { memberAccess } from "@/lib/modules/organization/members/access";
import { roleAccess } from "@/lib/modules/organization/roles/access";
import { stakeholderAccess } from "@/lib/modules/organization/stakeholders/access";

/** What a kind's address is made from. */
type HitTarget = { recordId: string; title: string; archived: boolean };

export type SearchKind = {
  /** As the index's triggers name it, and the message key of its group's heading. */
  key: string;
  /**
   * The operation of the record's screen. An operation with `beyondOwn` (an action) counts at that
   * scope: the index does not know whose record is whose, so only those who may open anyone's see it.
   */
  operation: Operation;
  href: (target: HitTarget) => string;
};

const people = "/organization/members-roles-and-competences";
const detail = (path: string) => (target: HitTarget) => `${path}/${target.recordId}`;

/** In the order the groups are listed when their best hits rank alike. */
export const SEARCH_KINDS: readonly SearchKind[] = [
  { key: "chemical", operation: chemicalRegisterAccess.read, href: detail("/chemicals/my-chemicals") },
  { key: "policy", operation: policyAccess.read, href: detail("/leadership/policies") },
  { key: "procedure", operation: procedureAccess.read, href: detail("/operation/procedures") },
  { key: "communication", operation: communicationAccess.read, href: detail("/operation/communication") },
  { key: "communicationPlan", operation: communicationPlanAccess.read, href: detail("/operation/communication/plan") },
  { key: "obligation", operation: obligationAccess.read, href: detail("/documents/binding-obligations") },
  { key: "ownDocument", operation: ownDocumentAccess.read, href: detail("/documents/own-documents") },
  { key: "event", operation: eventAccess.read, href: detail("/evaluation/event-handling") },
  { key: "action", operation: actionAccess.read, href: detail("/planning/action-plan") },
  { key: "riskAssessment", operation: riskAccess.read, href: detail("/planning/risk-assessment") },
  { key: "aspect", operation: aspectAccess.read, href: detail("/planning/aspects") },
  { key: "objective", operation: objectiveAccess.read, href: detail("/planning/objectives") },
  { key: "machine", operation: machineAccess.read, href: detail("/monitoring/machines") },
  { key: "meter", operation: meterAccess.read, href: detail("/monitoring/meters") },
  { key: "agreement", operation: agreementAccess.open, href: detail("/monitoring/control-book/agreements") },
  { key: "inspection", operation: inspectionAccess.open, href: detail("/monitoring/control-book/inspections") },
  // a waste handler has no screen of its own: the list, searched for it
  {
    key: "wasteHandler",
    operation: wasteAccess.list,
    href: (target) =>
      `/monitoring/waste?${new URLSearchParams({ q: target.title, ...(target.archived ? { archived: "true" } : {}) })}`,
  },
  { key: "internalAudit", operation: internalAuditAccess.read, href: detail("/evaluation/internal-audit") },
  { key: "complianceRound", operation: complianceRoundAccess.read, href: detail("/evaluation/compliance-evaluation") },
  { key: "managementReview", operation: reviewAccess.read, href: detail("/evaluation/management-review") },
  { key: "stakeholder", operation: stakeholderAccess.read, href: detail("/organization/stakeholders") },
  { key: "member", operation: memberAccess.read, href: detail(`${people}/members`) },
  { key: "role", operation: roleAccess.read, href: detail(`${people}/roles`) },
  { key: "competence", operation: competenceAccess.read, href: detail(`${people}/competences`) },
];

export const SEARCH_KIND_KEYS = SEARCH_KINDS.map((kind) => kind.key);

const byKey = new Map(SEARCH_KINDS.map((kind) => [kind.key, kind]));

export const searchKind = (key: string): SearchKind | undefined => byKey.get(key);
