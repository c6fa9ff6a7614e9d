// How the communication plan's lines and the logged communications read in a history.
import { defineHistory, field, record } from "@/lib/platform/audit/vocabulary";
import { memberRecord } from "@/lib/modules/organization/members/history";
import { stakeholderAssociationRecord } from "@/lib/modules/organization/stakeholders/history";

const M = "communication.fields";

/** A line of the plan, named by its topic. */
const planItemRecord = record("CommunicationPlanItem", "topic");

export const communicationHistory = defineHistory({
  communication_plan_item: {
    fields: {
      topic: field.text(`${M}.topic`),
      description: field.text(`${M}.description`),
      internalAudience: field.text(`${M}.internalAudience`),
      channel: field.enum(`${M}.channel`, "communication.channels"),
      direction: field.enum(`${M}.direction`, "communication.directions"),
      frequency: field.enum(`${M}.frequency`, "people.frequency"),
      startsAt: field.date(`${M}.startsAt`),
      nextDueDate: field.date(`${M}.nextDueDate`),
      responsibleId: field.ref(`${M}.responsible`, memberRecord),
      archivedDate: field.timestamp("audit.fields.archivedDate"),
    },
  },
  communication_plan_stakeholder: { fields: {} },
  communication: {
    fields: {
      date: field.date(`${M}.date`),
      direction: field.enum(`${M}.direction`, "communication.directions"),
      kind: field.enum(`${M}.kind`, "communication.kinds"),
      channel: field.enum(`${M}.channel`, "communication.channels"),
      stakeholderId: field.ref(`${M}.stakeholder`, stakeholderAssociationRecord),
      counterpart: field.text(`${M}.counterpart`),
      subject: field.text(`${M}.subject`),
      text: field.text(`${M}.text`),
      responseDueDate: field.date(`${M}.responseDueDate`),
      respondedDate: field.date(`${M}.respondedDate`),
      response: field.text(`${M}.response`),
      planItemId: field.ref(`${M}.planItem`, planItemRecord),
      responsibleId: field.ref(`${M}.responsible`, memberRecord),
      archivedDate: field.timestamp("audit.fields.archivedDate"),
    },
  },
  communication_file: { fields: {} },
});
