// How an emission factor (of the catalogue or an organization's own) and its values read in a history.
import { defineHistory, field, record } from "@/lib/platform/audit/vocabulary";

/** An emission factor, named by its name. */
export const emissionFactorRecord = record("EmissionFactor");

export const emissionFactorsHistory = defineHistory({
  emission_factor: {
    fields: {
      name: field.text("emissionFactors.fields.name"),
      utilityType: field.enum("emissionFactors.fields.utilityType", "emissionFactors.utilityTypes"),
      emissionType: field.enum("audit.fields.emissionType", "audit.values.emissionTypes"),
      ghgCategory: field.enum("emissionFactors.fields.ghgCategory", "emissionFactors.categories"),
      basis: field.enum("emissionFactors.fields.basis", "emissionFactors.bases"),
      co2Equivalent: field.boolean("emissionFactors.fields.co2Equivalent"),
      source: field.text("emissionFactors.fields.source"),
      sourceUrl: field.text("emissionFactors.fields.sourceUrl"),
      note: field.text("emissionFactors.fields.note"),
      archivedDate: field.timestamp("audit.fields.archivedDate"),
    },
  },
  emission_factor_value: {
    fields: {
      emissionFactorId: field.ref("audit.entities.emission_factor", emissionFactorRecord),
      meterUnit: field.enum("emissionFactors.fields.meterUnit", "units.names"),
      emissionUnit: field.enum("emissionFactors.fields.emissionUnit", "emissionFactors.emissionUnits"),
      startDate: field.date("emissionFactors.fields.startDate"),
      endDate: field.date("emissionFactors.fields.endDate"),
      value: field.number("emissionFactors.fields.value"),
    },
  },
});
