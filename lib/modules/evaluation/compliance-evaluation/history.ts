// How a compliance evaluation round reads in a history; the evaluations recorded in it read in the
// binding obligations' vocabulary.
import { defineHistory, field } from "@/lib/platform/audit/vocabulary";

export const complianceRoundHistory = defineHistory({
  compliance_round: {
    fields: {
      year: field.number("complianceEvaluation.fields.year"),
      title: field.text("complianceEvaluation.fields.title"),
      periodStart: field.date("complianceEvaluation.fields.periodStart"),
      periodEnd: field.date("complianceEvaluation.fields.periodEnd"),
      note: field.text("complianceEvaluation.fields.note"),
      status: field.enum("complianceEvaluation.fields.status", "complianceEvaluation.statuses"),
      signedOffAt: field.timestamp("complianceEvaluation.fields.signedOffAt"),
      signedOffByName: field.text("complianceEvaluation.fields.signedOffBy"),
      signOffNote: field.text("complianceEvaluation.fields.signOffNote"),
      archivedDate: field.timestamp("audit.fields.archivedDate"),
    },
    hidden: ["signedOffById"],
  },
});
