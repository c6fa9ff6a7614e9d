// Values between a meter's own unit and the unit its group's quantities are stored and added up in
// (NORMAL_UNIT: kWh for energy and heat, m³ for volume …), in decimal arithmetic. A custom meter's
// free-text unit converts to nothing: its values are stored as entered.
import { NORMAL_UNIT, type MeterType } from "@/lib/platform/units/catalogue";
import { convert } from "@/lib/platform/units/convert";
import { Decimal, type DecimalInput } from "@/lib/platform/units/decimal";
import { groupOfType } from "./kinds";

type UnitOfMeter = { meterType: MeterType; unit: string };

/** The unit the meter's readings are stored in. */
export const normalUnitOf = (meter: UnitOfMeter) =>
  meter.meterType === "CUSTOM" ? meter.unit : NORMAL_UNIT[groupOfType(meter.meterType)];

/** A value in `unit` (a unit of the meter's group) as stored. */
export const toNormal = (value: DecimalInput, unit: string, meter: UnitOfMeter): Decimal =>
  meter.meterType === "CUSTOM"
    ? new Decimal(value)
    : convert(value, unit, normalUnitOf(meter), groupOfType(meter.meterType));

/**
 * A stored value in the meter's unit. A difference (`amount`) of an affine unit (temperature)
 * converts without the offset: 10 degrees more in °C are 18 more in °F, not 50.
 */
export function fromNormal(value: DecimalInput, meter: UnitOfMeter, amount = false): Decimal {
  if (meter.meterType === "CUSTOM") return new Decimal(value);
  const group = groupOfType(meter.meterType);
  const normal = normalUnitOf(meter);
  if (!amount) return convert(value, normal, meter.unit, group);
  return convert(value, normal, meter.unit, group).minus(convert(0, normal, meter.unit, group));
}
