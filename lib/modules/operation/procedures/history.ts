// How a procedure reads in a history: both languages' titles and texts, the texts as word diffs.
import { defineHistory, field, record } from "@/lib/platform/audit/vocabulary";
import { memberRecord } from "@/lib/modules/organization/members/history";

export const proceduresHistory = defineHistory({
  procedure: {
    fields: {
      titleEn: field.text("procedures.form.titleEn"),
      contentEn: field.richText("procedures.form.contentEn"),
      titleDa: field.text("procedures.form.titleDa"),
      contentDa: field.richText("procedures.form.contentDa"),
      isoStandards: field.enum("procedures.form.standards", "scope.isoStandards"),
      isoClause: field.text("procedures.form.isoClause"),
      ownerId: field.ref("procedures.form.owner", memberRecord),
      reviewRecurrence: field.enum("procedures.form.reviewRecurrence", "people.frequency"),
      nextReviewDate: field.date("procedures.form.nextReviewDate"),
      published: field.boolean("procedures.columns.published"),
      templateId: field.ref("procedures.form.template", record("ProcedureTemplate", "title")),
      archivedDate: field.timestamp("audit.fields.archivedDate"),
    },
    // the sort title, a copy of the English title (else the Danish one)
    hidden: ["title"],
  },
  procedure_file: { fields: {} },
});
