// Internal audit (ISO 14001 and 45001 clause 9.2). READ sees the programme and the audits; EDIT plans,
// performs and records them (answers, findings); closing an audit needs MANAGE. Not part of LIMITED
// access (SPEC.md section 6 lists only event handling under evaluation).
import type { Operation } from "@/lib/platform/auth/access";

export const internalAuditAccess = {
  list: { org: "READ", limited: false },
  read: { org: "READ", limited: false },
  create: { org: "EDIT", limited: false },
  update: { org: "EDIT", limited: false },
  archive: { org: "EDIT", limited: false },
  /** Answers and findings, while the audit is open. */
  record: { org: "EDIT", limited: false },
  /** Closing: every nonconformity has its corrective action. */
  close: { org: "MANAGE", limited: false },
} as const satisfies Record<string, Operation>;
