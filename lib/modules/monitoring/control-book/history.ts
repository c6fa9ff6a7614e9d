// How an agreement of the control book and its inspections read in a history.
import { defineHistory, field, record } from "@/lib/platform/audit/vocabulary";
import { eventRecord } from "@/lib/modules/evaluation/events/history";
import { questionnaireRecord } from "@/lib/modules/evaluation/questionnaires/history";
import { agreementTemplateRecord } from "@/lib/modules/admin/agreement-templates/history";
import { machineRecord } from "@/lib/modules/monitoring/machines/history";
import { meterRecord } from "@/lib/modules/monitoring/meters/history";
import { memberRecord } from "@/lib/modules/organization/members/history";
import { stakeholderAssociationRecord } from "@/lib/modules/organization/stakeholders/history";

export const controlBookHistory = defineHistory({
  agreement: {
    fields: {
      title: field.text("controlBook.columns.title"),
      type: field.enum("controlBook.columns.type", "controlBook.types"),
      description: field.text("controlBook.columns.description"),
      responsibleId: field.ref("controlBook.columns.responsible", memberRecord),
      stakeholderId: field.ref("controlBook.columns.stakeholder", stakeholderAssociationRecord),
      machineId: field.ref("controlBook.columns.machine", machineRecord),
      meterId: field.ref("controlBook.columns.meter", meterRecord),
      questionnaireId: field.ref("controlBook.columns.questionnaire", questionnaireRecord),
      templateId: field.ref("controlBook.columns.template", agreementTemplateRecord),
      startsAt: field.date("controlBook.columns.startsAt"),
      frequency: field.enum("controlBook.columns.frequency", "people.frequency"),
      nextDueBasis: field.enum("controlBook.columns.nextDueBasis", "controlBook.bases"),
      reminderLeadDays: field.number("controlBook.columns.reminderLeadDays"),
      nextDueDate: field.date("controlBook.columns.nextDueDate"),
      archivedDate: field.timestamp("audit.fields.archivedDate"),
    },
  },
  agreement_file: { fields: {} },
  inspection: {
    fields: {
      title: field.text("controlBook.columns.title"),
      agreementId: field.ref("controlBook.columns.agreement", record("Agreement", "title")),
      type: field.enum("controlBook.columns.type", "controlBook.types"),
      status: field.enum("controlBook.columns.status", "controlBook.statuses"),
      dueDate: field.date("controlBook.columns.dueDate"),
      performedAt: field.date("controlBook.columns.performedAt"),
      performedById: field.ref("controlBook.columns.performedBy", memberRecord),
      performerName: field.text("controlBook.columns.performerName"),
      result: field.enum("controlBook.columns.result", "controlBook.results"),
      findings: field.text("controlBook.columns.findings"),
      responsibleId: field.ref("controlBook.columns.responsible", memberRecord),
      machineId: field.ref("controlBook.columns.machine", machineRecord),
      eventId: field.ref("controlBook.raisedEvent", eventRecord),
      archivedDate: field.timestamp("audit.fields.archivedDate"),
    },
    // the agreement whose next inspection this one holds back while archived: bookkeeping; the
    // questionnaire version is fixed by the first answer, whose own entry the history shows; the
    // phone draft's key only makes a repeated send the same finding
    hidden: ["pendingAgreementId", "questionnaireVersionId", "idempotencyKey"],
  },
  inspection_file: { fields: {} },
});
