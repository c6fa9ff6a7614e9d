import fc from "fast-check";
import { convert, chooseUnit } from "./convert";
import { GROUP_UNITS, unitsOf, UNIT_GROUPS, type UnitGroup } from "./catalogue";
import { Decimal } from "./decimal";

// Conversions that are not powers of ten (atm, joules to watt-hours, fuel units, °F) divide, so a
// round trip may differ in the last of the forty digits; 28 significant digits is far beyond any
// figure a meter reports.
const same = (a: Decimal, b: Decimal) => {
  if (a.isZero() || b.isZero()) return a.minus(b).abs().lessThan("1e-25");
  return a.toSignificantDigits(28).equals(b.toSignificantDigits(28));
};

const CONVERTIBLE = UNIT_GROUPS.filter((group) => group !== "CUSTOM");

const decimalValue = fc
  .tuple(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.integer({ min: 0, max: 9 }))
  .map(([digits, scale]) => new Decimal(digits.toString()).dividedBy(new Decimal(10).pow(scale)));

const groupWithUnits = (count: number) =>
  fc
    .constantFrom(...CONVERTIBLE)
    .chain((group) =>
      fc.tuple(fc.constant(group), ...Array.from({ length: count }, () => fc.constantFrom(...unitsOf(group)))),
    );

describe("unit conversion properties", () => {
  it("round-trips within every group", () => {
    fc.assert(
      fc.property(groupWithUnits(2), decimalValue, ([group, from, to], value) => {
        const there = convert(value, from, to, group as UnitGroup);
        expect(same(convert(there, to, from, group as UnitGroup), value)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("converts through the base unit to the same figure as directly", () => {
    fc.assert(
      fc.property(groupWithUnits(3), decimalValue, ([group, from, via, to], value) => {
        const g = group as UnitGroup;
        const direct = convert(value, from, to, g);
        const stepped = convert(convert(value, from, via, g), via, to, g);
        expect(same(direct, stepped)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("scales ratio units linearly and keeps zero at zero", () => {
    const ratioGroups = CONVERTIBLE.filter((group) => group !== "TEMPERATURE");
    fc.assert(
      fc.property(
        fc
          .constantFrom(...ratioGroups)
          .chain((g) => fc.tuple(fc.constant(g), fc.constantFrom(...unitsOf(g)), fc.constantFrom(...unitsOf(g)))),
        decimalValue,
        decimalValue,
        ([group, from, to], a, b) => {
          const sum = convert(a.plus(b), from, to, group);
          expect(same(sum, convert(a, from, to, group).plus(convert(b, from, to, group)))).toBe(true);
          expect(convert(0, from, to, group).isZero()).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("treats temperature as affine, not as a ratio", () => {
    fc.assert(
      fc.property(decimalValue, (celsius) => {
        const fahrenheit = convert(celsius, "CELSIUS", "FAHRENHEIT");
        const kelvin = convert(celsius, "CELSIUS", "KELVIN");
        expect(same(fahrenheit, celsius.times(9).dividedBy(5).plus(32))).toBe(true);
        expect(kelvin.equals(celsius.plus("273.15"))).toBe(true);
        expect(same(convert(fahrenheit, "FAHRENHEIT", "KELVIN"), kelvin)).toBe(true);
        // doubling °C does not double °F or K: no ratio
        if (!celsius.isZero()) {
          expect(convert(celsius.times(2), "CELSIUS", "KELVIN").equals(kelvin.times(2))).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("chooses the present unit that comes first in the group's order, fuel units aside", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONVERTIBLE).chain((g) => fc.tuple(fc.constant(g), fc.subarray(GROUP_UNITS[g]))),
        ([group, present]) => {
          const codes = present.map((u) => u.code);
          const chosen = chooseUnit(group, [...codes].reverse());
          const firstNonFuel = GROUP_UNITS[group].find((u) => !u.fuel && codes.includes(u.code));
          if (firstNonFuel) expect(chosen).toBe(firstNonFuel.code);
          else if (codes.length > 0) expect(chosen).toBe("KWH");
          else expect(chosen).toBeNull();
          // adding any fuel unit never changes the choice
          const withFuel = [...codes, "M3_NATURAL_GAS", "L_DIESEL_OIL"];
          if (group === "HEAT" && firstNonFuel) expect(chooseUnit(group, withFuel)).toBe(chosen);
        },
      ),
      { numRuns: 300 },
    );
  });
});
