// How an act of the legislation catalogue reads in a history.
import { defineHistory, field, record } from "@/lib/platform/audit/vocabulary";

/** An act, named by its sort title (the short name, else the English, else the Danish title). */
export const actRecord = record("Legislation", "sortTitle");

export const legislationHistory = defineHistory({
  legislation: {
    fields: {
      jurisdiction: field.text("legislation.fields.jurisdiction"),
      kind: field.enum("legislation.fields.kind", "legislation.kinds"),
      officialNumber: field.text("legislation.fields.officialNumber"),
      celexNumber: field.text("legislation.fields.celexNumber"),
      shortName: field.text("legislation.fields.shortName"),
      titleEn: field.text("legislation.fields.titleEn"),
      titleDa: field.text("legislation.fields.titleDa"),
      officialUrl: field.text("legislation.fields.officialUrl"),
      documentDate: field.date("legislation.fields.documentDate"),
      effectiveDate: field.date("legislation.fields.effectiveDate"),
      summaryEn: field.text("legislation.fields.summaryEn"),
      summaryDa: field.text("legislation.fields.summaryDa"),
      sources: field.text("audit.fields.sources"),
      notes: field.text("audit.fields.notes"),
    },
    // the sort title, a copy of the short name or a title
    hidden: ["sortTitle"],
  },
});
