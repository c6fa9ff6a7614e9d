// The overview's arithmetic against figures worked out by hand.
import { change, intensity, ltif, monthsOf, series, total } from "./figures";

describe("performance figures", () => {
  it("works out the lost-time injury frequency per million hours worked", () => {
    // 3 lost-time injuries in 412,500 hours: 3 × 1,000,000 / 412,500 = 7.2727…
    expect(ltif(3, 412_500)).toBeCloseTo(7.2727, 4);
    expect(ltif(0, 412_500)).toBe(0);
    expect(ltif(2, 0)).toBeNull();
    expect(ltif(2, null)).toBeNull();
  });

  it("keeps a month without a figure apart from a month of zero", () => {
    const months = series(
      [
        { month: "2026-01", value: 120.5 },
        { month: "2026-03", value: 0 },
        { month: "2025-12", value: 999 },
      ],
      2026,
    );
    expect(months).toHaveLength(12);
    expect(months.slice(0, 4)).toEqual([120.5, null, 0, null]);
    expect(total(months)).toBe(120.5);
    expect(total(series([], 2026))).toBeNull();
    expect(monthsOf(2026)[11]).toBe("2026-12");
  });

  it("gives the change year against year and an intensity, none where the base is missing or zero", () => {
    expect(change(90, 120)).toBeCloseTo(-0.25, 10);
    expect(change(5, 0)).toBeNull();
    expect(change(null, 3)).toBeNull();
    // 184.2 t CO2 over 412,500 hours, per 1,000 hours: 0.44654…
    expect(intensity(184.2, 412_500, 1000)).toBeCloseTo(0.44655, 5);
    expect(intensity(184.2, 0, 1000)).toBeNull();
  });
});
