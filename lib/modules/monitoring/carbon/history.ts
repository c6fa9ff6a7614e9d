// How a meter's link to an emission factor, and its guarantees of origin, read in a history.
import { defineHistory, field } from "@/lib/platform/audit/vocabulary";
import { emissionFactorRecord } from "@/lib/modules/admin/emission-factors/history";
import { meterRecord } from "@/lib/modules/monitoring/meters/history";

export const carbonHistory = defineHistory({
  meter_emission_factor: {
    fields: {
      meterId: field.ref("carbon.columns.meter", meterRecord),
      emissionFactorId: field.ref("carbon.columns.factor", emissionFactorRecord),
    },
  },
  guarantee_of_origin: {
    fields: {
      meterId: field.ref("carbon.columns.meter", meterRecord),
      startDate: field.date("carbon.guarantees.fields.startDate"),
      endDate: field.date("carbon.guarantees.fields.endDate"),
      volumeKwh: field.number("carbon.guarantees.fields.volumeKwh"),
      energySource: field.enum("carbon.guarantees.fields.energySource", "carbon.guarantees.energySources"),
      issuer: field.text("carbon.guarantees.fields.issuer"),
      reference: field.text("carbon.guarantees.fields.reference"),
      note: field.text("carbon.guarantees.fields.note"),
      recordedAt: field.timestamp("audit.fields.recordedAt"),
      recordedByName: field.text("audit.fields.recordedByName"),
    },
    // the person is named as they were when the guarantees were recorded
    hidden: ["recordedById"],
  },
  guarantee_of_origin_file: { fields: {} },
});
