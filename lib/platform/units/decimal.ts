import DecimalJs from "decimal.js";

// A private Decimal constructor for quantities and emissions: binary floating point cannot say
// 0.1 kWh + 0.2 kWh = 0.3 kWh, and an auditor adding up a carbon account by hand must get the
// same figure as the screen. Forty significant digits leave room for the few conversions that
// are not powers of ten (atm, J to Wh, fuel units) without rounding showing in any displayed figure.
export const Decimal = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_EVEN });
export type Decimal = InstanceType<typeof Decimal>;
export type DecimalInput = Decimal | string | number;

/** The exact sum of decimal texts or numbers; a missing one (null) adds nothing. */
export const sumOf = (values: readonly (DecimalInput | null)[]): Decimal =>
  values.reduce<Decimal>((total, value) => total.plus(value ?? 0), new Decimal(0));

export const toDecimal = (value: DecimalInput): Decimal => {
  const decimal = new Decimal(value);
  if (!decimal.isFinite()) throw new RangeError(`Not a finite number: ${String(value)}`);
  return decimal;
};
