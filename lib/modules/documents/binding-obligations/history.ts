// How a binding obligation and its evaluations read in a history. Entries written before the
// evaluations had a table of their own name the evaluator and notes on the obligation: they read too.
import { defineHistory, field, record } from "@/lib/platform/audit/vocabulary";
import { memberRecord } from "@/lib/modules/organization/members/history";

export const bindingObligationsHistory = defineHistory({
  binding_obligation: {
    fields: {
      legislationTitle: field.text("bindingObligations.columns.title"),
      applicability: field.text("bindingObligations.fields.applicability"),
      responsibleId: field.ref("bindingObligations.fields.responsible", memberRecord),
      status: field.enum("bindingObligations.fields.status", "bindingObligations.statuses"),
      evaluationDate: field.date("bindingObligations.fields.evaluationDate"),
      evaluatorId: field.ref("bindingObligations.fields.evaluator", memberRecord),
      evaluationNotes: field.text("bindingObligations.fields.evaluationNotes"),
      evaluationRecurrence: field.enum("bindingObligations.fields.evaluationRecurrence", "people.frequency"),
      evaluationScheduleStart: field.date("audit.fields.evaluationScheduleStart"),
      nextEvaluationDate: field.date("bindingObligations.fields.nextEvaluationDate"),
      nextEvaluationSetByHand: field.boolean("audit.fields.nextEvaluationSetByHand"),
      evaluatedAt: field.timestamp("audit.fields.evaluatedAt"),
      archivedDate: field.timestamp("audit.fields.archivedDate"),
    },
    // the act is named by its title, which the obligation keeps (and follows)
    hidden: ["legislationId"],
  },
  binding_obligation_file: { fields: {} },
  obligation_evaluation: {
    fields: {
      obligationId: field.ref("bindingObligations.columns.title", record("BindingObligation", "legislationTitle")),
      evaluationDate: field.date("bindingObligations.fields.evaluationDate"),
      status: field.enum("bindingObligations.fields.status", "bindingObligations.statuses"),
      evaluatorName: field.text("bindingObligations.fields.evaluator"),
      notes: field.text("bindingObligations.fields.evaluationNotes"),
      nextEvaluationDate: field.date("bindingObligations.fields.nextEvaluationDate"),
      nextEvaluationSetByHand: field.boolean("audit.fields.nextEvaluationSetByHand"),
      recordedAt: field.timestamp("audit.fields.recordedAt"),
      recordedByName: field.text("audit.fields.recordedByName"),
      roundId: field.ref("complianceEvaluation.fields.title", record("ComplianceRound", "title")),
    },
    // people are named as they were when the evaluation was recorded, also once they are gone
    hidden: ["evaluatorId", "recordedById"],
  },
  obligation_evaluation_file: { fields: {} },
});
