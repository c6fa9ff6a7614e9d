// How a meter and its readings read in a history: units and types by name, values in the
// language's notation. What is computed from the readings (normalised values, periods and
// consumptions) is left out: the reading as entered says it.
import { defineHistory, field, record } from "@/lib/platform/audit/vocabulary";
import { areaRecord } from "@/lib/modules/organization/structure/history";

/** A meter, named by its name. */
export const meterRecord = record("Meter");

export const metersHistory = defineHistory({
  meter: {
    fields: {
      name: field.text("meters.form.name"),
      meterType: field.enum("meters.detail.type", "meters.types"),
      unit: field.enum("meters.form.unit", "units.names"),
      readingMode: field.enum("meters.form.readingMode", "meters.modes"),
      identifier: field.text("meters.form.identifier"),
      areaId: field.ref("meters.form.area", areaRecord),
      frequency: field.enum("meters.form.frequency", "people.frequency"),
      nextReadingDate: field.date("meters.columns.nextReadingDate"),
      lowerLimit: field.number("meters.form.lowerLimit"),
      upperLimit: field.number("meters.form.upperLimit"),
      limitSource: field.text("meters.form.limitSource"),
      note: field.text("meters.form.note"),
      archivedDate: field.timestamp("audit.fields.archivedDate"),
    },
  },
  meter_reading: {
    fields: {
      meterId: field.ref("meters.readings.columns.meter", meterRecord),
      performedAt: field.timestamp("meters.readings.form.performedAt"),
      value: field.number("meters.readings.form.value"),
      unit: field.enum("meters.readings.form.unit", "units.names"),
      reset: field.boolean("meters.readings.columns.reset"),
      note: field.text("meters.readings.form.note"),
    },
    // the phone draft's key only makes a repeated send the same reading
    hidden: ["normalizedValue", "periodStart", "quantity", "idempotencyKey"],
  },
  meter_file: { fields: {} },
  meter_reading_file: { fields: {} },
});
