// How an own document reads in a history.
import { defineHistory, field } from "@/lib/platform/audit/vocabulary";
import { memberRecord } from "@/lib/modules/organization/members/history";

export const ownDocumentsHistory = defineHistory({
  own_document: {
    fields: {
      title: field.text("ownDocuments.form.title"),
      category: field.enum("ownDocuments.form.category", "ownDocuments.categories"),
      description: field.text("ownDocuments.form.description"),
      ownerId: field.ref("ownDocuments.form.owner", memberRecord),
      versionLabel: field.text("ownDocuments.form.versionLabel"),
      validFrom: field.date("ownDocuments.form.validFrom"),
      reviewRecurrence: field.enum("ownDocuments.form.reviewRecurrence", "people.frequency"),
      nextReviewDate: field.date("ownDocuments.form.nextReviewDate"),
      isoStandards: field.enum("ownDocuments.form.standards", "scope.isoStandards"),
      isoClause: field.text("ownDocuments.form.isoClause"),
      archivedDate: field.timestamp("audit.fields.archivedDate"),
    },
  },
  own_document_file: { fields: {} },
});
