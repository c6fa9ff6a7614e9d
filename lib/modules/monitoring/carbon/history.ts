// How a meter's link to an emission factor reads in a history.
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
});
