// The choices an internal audit is described with. Client-safe.

export const AUDIT_STATUSES = ["PLANNED", "IN_PROGRESS", "CLOSED"] as const;
export type AuditStatusName = (typeof AUDIT_STATUSES)[number];

export const FINDING_KINDS = ["MAJOR_NONCONFORMITY", "MINOR_NONCONFORMITY", "OBSERVATION", "IMPROVEMENT"] as const;
export type FindingKindName = (typeof FINDING_KINDS)[number];

/** Findings that need a root cause and a corrective action before the audit closes. */
export const NONCONFORMITIES: readonly FindingKindName[] = ["MAJOR_NONCONFORMITY", "MINOR_NONCONFORMITY"];

/** The certification cycle: every clause is audited at least once in it. */
export const CERTIFICATION_CYCLE_YEARS = 3;
