// How a questionnaire reads in a history. Its questions are in its versions, compared on the
// questionnaire's screen; the history names the version each change made.
import { defineHistory, field, type RecordNaming } from "@/lib/platform/audit/vocabulary";

export const questionnairesHistory = defineHistory({
  questionnaire: {
    fields: {
      titleEn: field.text("questionnaires.fields.titleEn"),
      titleDa: field.text("questionnaires.fields.titleDa"),
      purpose: field.enum("questionnaires.fields.purpose", "questionnaires.purposes"),
      standards: field.enum("questionnaires.fields.standards", "scope.isoStandards"),
      descriptionEn: field.text("questionnaires.fields.descriptionEn"),
      descriptionDa: field.text("questionnaires.fields.descriptionDa"),
      version: field.number("questionnaires.fields.version"),
      archivedDate: field.timestamp("audit.fields.archivedDate"),
    },
    hidden: ["title", "code", "copiedFromId"],
  },
});

/** A questionnaire, named by its title in the reader's language (else the other one). */
export const questionnaireRecord: RecordNaming = { table: "Questionnaire", name: ["title"], da: ["titleDa"] };
