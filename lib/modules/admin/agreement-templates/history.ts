// How an agreement template reads in a history: its fields, and the acts of its legal basis linked
// and unlinked.
import { defineHistory, field, type RecordNaming } from "@/lib/platform/audit/vocabulary";
import { questionnaireRecord } from "@/lib/modules/evaluation/questionnaires/history";

/** A template, named by its title in the reader's language (else the other one). */
export const agreementTemplateRecord: RecordNaming = { table: "AgreementTemplate", name: ["title"], da: ["titleDa"] };

export const agreementTemplatesHistory = defineHistory({
  agreement_template: {
    fields: {
      titleEn: field.text("agreementTemplates.fields.titleEn"),
      titleDa: field.text("agreementTemplates.fields.titleDa"),
      type: field.enum("agreementTemplates.fields.type", "controlBook.types"),
      descriptionEn: field.text("agreementTemplates.fields.descriptionEn"),
      descriptionDa: field.text("agreementTemplates.fields.descriptionDa"),
      frequency: field.enum("agreementTemplates.fields.frequency", "people.frequency"),
      reminderLeadDays: field.number("agreementTemplates.fields.reminderLeadDays"),
      countryAlpha2: field.country("agreementTemplates.fields.country"),
      questionnaireId: field.ref("agreementTemplates.fields.questionnaire", questionnaireRecord),
      archivedDate: field.timestamp("audit.fields.archivedDate"),
    },
    // the sort title, a copy of a title; the seed's key
    hidden: ["title", "code"],
  },
  // an act linked or unlinked: the entry names the template and the act
  agreement_template_legislation: { fields: {} },
});
