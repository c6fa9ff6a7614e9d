// How an objective, its links and values, and the activity figures read in a history.
import { defineHistory, field } from "@/lib/platform/audit/vocabulary";
import { memberRecord } from "@/lib/modules/organization/members/history";

export const objectivesHistory = defineHistory({
  objective: {
    fields: {
      title: field.text("objectives.fields.title"),
      description: field.text("objectives.fields.description"),
      needs: field.text("objectives.fields.needs"),
      kpi: field.enum("objectives.fields.kpi", "objectives.kpis"),
      kpiUnit: field.text("objectives.fields.kpiUnit"),
      ghgScope: field.enum("objectives.fields.ghgScope", "objectives.scopes"),
      eventKind: field.enum("objectives.fields.eventKind", "events.kinds"),
      injuryOnly: field.boolean("objectives.fields.injuryOnly"),
      baselineYear: field.number("objectives.fields.baselineYear"),
      baselineValue: field.number("objectives.fields.baselineValue"),
      targetValue: field.number("objectives.fields.targetValue"),
      targetDate: field.date("objectives.fields.targetDate"),
      responsibleId: field.ref("objectives.fields.responsible", memberRecord),
      archivedDate: field.timestamp("audit.fields.archivedDate"),
    },
    // the standards show on the objective's screen; the intensity figure by its name there
    hidden: ["standards", "intensityFigureId"],
  },
  objective_value: {
    fields: {
      value: field.number("objectives.values.value"),
      note: field.text("objectives.values.note"),
      recordedByName: field.text("objectives.values.recordedBy"),
    },
    hidden: ["objectiveId", "month", "recordedById"],
  },
  objective_meter: { fields: {} },
  objective_aspect: { fields: {} },
  objective_obligation: { fields: {} },
  objective_risk_assessment: { fields: {} },
  activity_figure: {
    fields: {
      kind: field.enum("objectives.figures.kind", "objectives.figureKinds"),
      name: field.text("objectives.figures.name"),
      unit: field.text("objectives.figures.unit"),
      archivedDate: field.timestamp("audit.fields.archivedDate"),
    },
  },
  activity_figure_value: {
    fields: { value: field.number("objectives.figures.value") },
    hidden: ["figureId", "month"],
  },
});
