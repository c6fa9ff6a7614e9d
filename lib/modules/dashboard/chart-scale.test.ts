import { axis, CO2_UNITS, ENERGY_UNITS, inReadableUnit, largest, yearToDate } from "./chart-scale";

const twelve = (value: number) => Array.from({ length: 12 }, () => value);

describe("the dashboard chart's scale", () => {
  it("reaches the largest value in four steps of 1, 2, 2.5 or 5 times a power of ten", () => {
    expect(axis(0)).toEqual({ top: 4, step: 1 });
    expect(axis(3.2)).toEqual({ top: 4, step: 1 });
    expect(axis(4.1)).toEqual({ top: 8, step: 2 });
    expect(axis(9.5)).toEqual({ top: 10, step: 2.5 });
    expect(axis(730)).toEqual({ top: 800, step: 200 });
    expect(axis(0.37)).toEqual({ top: 0.4, step: 0.1 });
  });

  it("chooses the largest unit that keeps the largest value at 10 or more", () => {
    const small = { lastYear: twelve(310), thisYear: [...twelve(200).slice(0, 3), ...Array(9).fill(null)] };
    expect(inReadableUnit(small, ENERGY_UNITS).unit).toBe("kWh");
    const large = { lastYear: twelve(25_000), thisYear: twelve(9_000) };
    const scaled = inReadableUnit(large, ENERGY_UNITS);
    expect(scaled.unit).toBe("MWh");
    expect(scaled.comparison.lastYear[0]).toBe(25);
    expect(scaled.comparison.thisYear[11]).toBe(9);
    expect(inReadableUnit({ lastYear: twelve(12_000_000), thisYear: twelve(0) }, CO2_UNITS).unit).toBe("kt");
  });

  it("keeps the months still to come empty and adds up the same months of both years", () => {
    const comparison = {
      lastYear: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      thisYear: [2, 2, 2, ...Array(9).fill(null)],
    };
    expect(inReadableUnit(comparison, CO2_UNITS).comparison.thisYear.slice(2, 4)).toEqual([2, null]);
    expect(yearToDate(comparison)).toEqual({ thisYear: 6, lastYear: 6 });
    expect(largest(comparison)).toBe(12);
  });
});
