// The values a binding obligation and its evaluations may take, without zod, so client lists can
// name them.
import { ComplianceStatus } from "@/lib/generated/prisma/enums";

/** In the order a coordinator works through them: not evaluated first, compliant last. */
export const COMPLIANCE_STATUSES = Object.values(ComplianceStatus);

/** What an evaluation finds: every status but "not evaluated", which is an obligation without one. */
export const EVALUATION_RESULTS = COMPLIANCE_STATUSES.filter(
  (status): status is Exclude<ComplianceStatus, "NOT_EVALUATED"> => status !== "NOT_EVALUATED",
);

/** Results that fall short of the obligation: each is closed by a corrective action. */
export const SHORTFALL_RESULTS: readonly ComplianceStatus[] = ["NOT_COMPLIANT", "PARTLY_COMPLIANT"];

/**
 * Why an obligation needs an evaluation: its next evaluation date has passed, it was never
 * evaluated, or its act changed in the catalogue after its latest evaluation.
 */
export const EVALUATION_NEEDS = ["OVERDUE", "NEVER_EVALUATED", "ACT_CHANGED"] as const;
export type EvaluationNeed = (typeof EVALUATION_NEEDS)[number];
