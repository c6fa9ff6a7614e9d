// How an action, its evidence and its effectiveness checks read in a history. Entries written before
// the action plan held the events' actions keep their own kind (`event_action`, in the events' vocabulary).
import { defineHistory, field, record } from "@/lib/platform/audit/vocabulary";
import { memberRecord } from "@/lib/modules/organization/members/history";
import { areaRecord } from "@/lib/modules/organization/structure/history";
import { eventRecord } from "@/lib/modules/evaluation/events/history";

/** An action, named by its title. */
export const actionRecord = record("Action", "title");
const inspectionRecord = record("Inspection", "title");
const hazardRecord = record("RiskHazard", "title");
const aspectRecord = record("EnvironmentalAspect", "title");
const objectiveRecord = record("Objective", "title");
const findingRecord = record("AuditFinding", "statement");
const evaluationRecord = record("ObligationEvaluation", "evaluationDate");
const decisionRecord = record("ReviewDecision", "text");
const communicationRecord = record("Communication", "subject");

export const actionPlanHistory = defineHistory({
  action: {
    fields: {
      title: field.text("actionPlan.fields.title"),
      description: field.text("actionPlan.fields.description"),
      kind: field.enum("actionPlan.fields.kind", "actionPlan.kinds"),
      source: field.enum("actionPlan.fields.source", "actionPlan.sources"),
      eventId: field.ref("audit.entities.event", eventRecord),
      inspectionId: field.ref("actionPlan.sources.INSPECTION", inspectionRecord),
      hazardId: field.ref("actionPlan.sources.HAZARD", hazardRecord),
      aspectId: field.ref("actionPlan.sources.ASPECT", aspectRecord),
      objectiveId: field.ref("actionPlan.sources.OBJECTIVE", objectiveRecord),
      findingId: field.ref("actionPlan.sources.FINDING", findingRecord),
      evaluationId: field.ref("actionPlan.sources.COMPLIANCE", evaluationRecord),
      decisionId: field.ref("actionPlan.sources.REVIEW", decisionRecord),
      communicationId: field.ref("actionPlan.sources.COMMUNICATION", communicationRecord),
      controlLevel: field.enum("actionPlan.fields.controlLevel", "actionPlan.controlLevels"),
      areaId: field.ref("actionPlan.fields.area", areaRecord),
      responsibleId: field.ref("actionPlan.fields.responsible", memberRecord),
      dueDate: field.date("actionPlan.fields.dueDate"),
      priority: field.enum("actionPlan.fields.priority", "actionPlan.priorities"),
      status: field.enum("actionPlan.fields.status", "actionPlan.statuses"),
      cancelledReason: field.text("actionPlan.fields.cancelledReason"),
      doneDate: field.date("actionPlan.fields.doneDate"),
      note: field.text("actionPlan.fields.note"),
      effectivenessDueDate: field.date("actionPlan.fields.effectivenessDueDate"),
      archivedDate: field.timestamp("audit.fields.archivedDate"),
    },
    // the order of a record's actions on its screen
    hidden: ["position"],
  },
  action_effectiveness_check: {
    fields: {
      actionId: field.ref("audit.entities.action", actionRecord),
      result: field.enum("actionPlan.effectiveness.result", "actionPlan.results"),
      note: field.text("actionPlan.effectiveness.note"),
      checkedByName: field.text("actionPlan.effectiveness.checkedBy"),
      checkedDate: field.timestamp("actionPlan.effectiveness.checkedDate"),
    },
    hidden: ["checkedById"],
  },
  action_file: { fields: {} },
});
