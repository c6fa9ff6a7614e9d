// How an internal audit, its answers, findings, auditors, auditees and files read in a history.
import { defineHistory, field, record } from "@/lib/platform/audit/vocabulary";
import { memberRecord } from "@/lib/modules/organization/members/history";
import { areaRecord } from "@/lib/modules/organization/structure/history";

export const internalAuditHistory = defineHistory({
  internal_audit: {
    fields: {
      title: field.text("internalAudit.fields.title"),
      year: field.number("internalAudit.fields.year"),
      areaId: field.ref("internalAudit.fields.area", areaRecord),
      standards: field.enum("internalAudit.fields.standards", "scope.isoStandards"),
      clauses: field.text("internalAudit.fields.clauses"),
      scope: field.text("internalAudit.fields.scope"),
      criteria: field.text("internalAudit.fields.criteria"),
      leadAuditorId: field.ref("internalAudit.fields.leadAuditor", memberRecord),
      independenceNote: field.text("internalAudit.fields.independenceNote"),
      plannedStart: field.date("internalAudit.fields.plannedStart"),
      plannedEnd: field.date("internalAudit.fields.plannedEnd"),
      actualStart: field.date("internalAudit.fields.actualStart"),
      actualEnd: field.date("internalAudit.fields.actualEnd"),
      strongPoints: field.text("internalAudit.fields.strongPoints"),
      summary: field.text("internalAudit.fields.summary"),
      status: field.enum("internalAudit.fields.status", "internalAudit.statuses"),
      closedAt: field.timestamp("internalAudit.fields.closedAt"),
      closedByName: field.text("internalAudit.fields.closedBy"),
      archivedDate: field.timestamp("audit.fields.archivedDate"),
    },
    hidden: ["questionnaireVersionId", "closedById"],
  },
  questionnaire_answer: {
    fields: {
      questionKey: field.text("internalAudit.answers.question"),
      choice: field.enum("internalAudit.answers.choice", "questionnaires.choices"),
      scale: field.number("internalAudit.answers.scale"),
      number: field.number("internalAudit.answers.number"),
      text: field.text("internalAudit.answers.text"),
      note: field.text("internalAudit.answers.note"),
      answeredByName: field.text("internalAudit.answers.answeredBy"),
    },
    hidden: ["auditId", "inspectionId", "answeredById"],
  },
  audit_finding: {
    fields: {
      kind: field.enum("internalAudit.findings.kind", "internalAudit.findingKinds"),
      clause: field.text("internalAudit.findings.clause"),
      questionKey: field.text("internalAudit.answers.question"),
      statement: field.text("internalAudit.findings.statement"),
      evidence: field.text("internalAudit.findings.evidence"),
      rootCause: field.text("internalAudit.findings.rootCause"),
    },
    hidden: ["auditId", "position"],
  },
  audit_auditor: { fields: {} },
  audit_auditee: { fields: {} },
  internal_audit_file: { fields: {} },
  audit_finding_file: { fields: {} },
  questionnaire_answer_file: { fields: {} },
});

/** An audit finding, named by its statement. */
export const findingRecord = record("AuditFinding", "statement");
