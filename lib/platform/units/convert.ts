import { findUnit, GROUP_UNITS, UNIT_GROUPS, type UnitDefinition, type UnitGroup } from "./catalogue";
import { Decimal, toDecimal, type DecimalInput } from "./decimal";

/** A conversion the unit system does not allow, e.g. kWh to m³, or a unit the group does not have. */
export class UnitConversionError extends Error {
  constructor(
    message: string,
    readonly from: string,
    readonly to: string,
  ) {
    super(message);
    this.name = "UnitConversionError";
  }
}

const sizeOf = (definition: UnitDefinition) => ({
  numerator: new Decimal(definition.size.numerator),
  denominator: new Decimal(definition.size.denominator ?? "1"),
  offset: new Decimal(definition.offset ?? "0"),
});

/** The groups that hold both units: the conversion is defined only inside a group. */
const sharedGroup = (from: string, to: string, group?: UnitGroup): UnitGroup => {
  const candidates = group ? [group] : UNIT_GROUPS;
  const found = candidates.find((g) => findUnit(g, from) && findUnit(g, to));
  if (!found) {
    const where = group ? `in the group ${group}` : "in any one group";
    throw new UnitConversionError(`${from} cannot be converted to ${to}: they are not both ${where}`, from, to);
  }
  return found;
};

/**
 * Converts a value between two units of one group, in decimal arithmetic.
 *
 * Ratio units: value × size(from) ÷ size(to), with each size a fraction, so the listed conversions
 * are exact. Temperature is affine: the value goes to °C and back out (°F ↔ °C ↔ K).
 * A fuel unit's size is 1 ÷ (units per kWh), so kWh = amount ÷ factor.
 */
export const convert = (value: DecimalInput, from: string, to: string, group?: UnitGroup): Decimal => {
  const amount = toDecimal(value);
  const inGroup = sharedGroup(from, to, group);
  if (from === to) return amount;
  const source = sizeOf(findUnit(inGroup, from)!);
  const target = sizeOf(findUnit(inGroup, to)!);
  // base = (value + offset) × size; value = base ÷ size − offset
  const base = amount.plus(source.offset).times(source.numerator).dividedBy(source.denominator);
  return base.times(target.denominator).dividedBy(target.numerator).minus(target.offset);
};

/** Whether the unit is one a meter of the group may be read in. CUSTOM takes any non-empty text. */
export const isUnitOfGroup = (group: UnitGroup, code: string): boolean =>
  group === "CUSTOM" ? code.trim().length > 0 : Boolean(findUnit(group, code));

/**
 * The unit to show a mix of units in: the highest-priority unit present, priority being the group's
 * listed order. Fuel units are ignored for the choice; where only fuel units are present the result
 * is kWh, the unit fuel amounts are counted in. Returns null when no unit of the group is present.
 */
export const chooseUnit = (group: UnitGroup, present: Iterable<string>): string | null => {
  const codes = new Set(present);
  const units = GROUP_UNITS[group];
  const chosen = units.find((u) => !u.fuel && codes.has(u.code));
  if (chosen) return chosen.code;
  if (units.some((u) => u.fuel && codes.has(u.code))) return "KWH";
  if (group === "CUSTOM") return [...codes].find((code) => code.trim().length > 0) ?? null;
  return null;
};
