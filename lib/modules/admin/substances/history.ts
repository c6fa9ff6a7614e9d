// How a substance of the catalogue reads in a history.
import { defineHistory, field } from "@/lib/platform/audit/vocabulary";

export const substancesHistory = defineHistory({
  substance: {
    fields: {
      nameEn: field.text("substances.fields.nameEn"),
      nameDa: field.text("substances.fields.nameDa"),
      casNumber: field.text("substances.fields.casNumber"),
      ecNumber: field.text("substances.fields.ecNumber"),
      indexNo: field.text("substances.fields.indexNo"),
      hazardStatements: field.text("substances.fields.hazardStatements"),
      euHazardStatements: field.text("substances.fields.euHazardStatements"),
    },
  },
});
