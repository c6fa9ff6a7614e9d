// How a competence and a member's requirement of it read in a history.
import { defineHistory, field, record } from "@/lib/platform/audit/vocabulary";
import { memberRecord } from "@/lib/modules/organization/members/history";

/** A competence, named by its name. */
export const competenceRecord = record("Competence");

export const competencesHistory = defineHistory({
  competence: {
    fields: {
      name: field.text("people.competence.name"),
      description: field.text("people.competence.description"),
      frequency: field.enum("people.competence.frequency", "people.frequency"),
      archivedDate: field.timestamp("audit.fields.archivedDate"),
    },
    // the earliest date a requirement falls due, kept for sorting the list
    hidden: ["earliestDueDate"],
  },
  competence_requirement: {
    fields: {
      membershipId: field.ref("people.competence.member", memberRecord),
      competenceId: field.ref("people.member.competence", competenceRecord),
      acquisitionDeadline: field.date("people.member.acquisitionDeadline"),
      lastAcquisitionDate: field.date("people.member.lastAcquisitionDate"),
      nextDueDate: field.date("people.member.nextDueDate"),
      manual: field.boolean("audit.fields.manual"),
    },
  },
  competence_file: { fields: {} },
  competence_acquisition: {
    fields: {
      membershipId: field.ref("people.competence.member", memberRecord),
      competenceId: field.ref("people.member.competence", competenceRecord),
      acquiredOn: field.date("people.acquisitions.fields.acquiredOn"),
      note: field.text("people.acquisitions.fields.note"),
      recordedAt: field.timestamp("audit.fields.recordedAt"),
      recordedByName: field.text("audit.fields.recordedByName"),
    },
    // the person is named as they were when the acquisition was recorded
    hidden: ["recordedById"],
  },
  competence_acquisition_file: { fields: {} },
});
