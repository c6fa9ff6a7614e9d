import { monthsBetween, pathAt, progressOf, statusOf, valueAt, type MonthlyFigures } from "./progress";

const figures = (entries: Record<string, number>, extra: Partial<MonthlyFigures> = {}): MonthlyFigures => ({
  values: new Map(Object.entries(entries)),
  ...extra,
});
/** 100 a month through every month of the years given. */
const flat = (years: number[], each = 100) =>
  Object.fromEntries(years.flatMap((year) => monthsBetween(`${year}-01`, `${year}-12`).map((month) => [month, each])));

describe("an objective's progress", () => {
  it("adds the twelve months up to a month end, and leaves a window with no figure empty", () => {
    const monthly = figures({ ...flat([2024]), "2025-01": 40 });
    expect(valueAt(monthly, "SUM_12", "2024-12")).toBe(1200);
    // February 2024 to January 2025: eleven months of 100 and 40
    expect(valueAt(monthly, "SUM_12", "2025-01")).toBe(1140);
    // July 2023 to June 2024: only the six months of 2024 have figures
    expect(valueAt(monthly, "SUM_12", "2024-06")).toBe(600);
    expect(valueAt(figures({}), "SUM_12", "2025-01")).toBeNull();
  });

  it("reads a rate over the twelve months, an intensity per divisor, and a month's own value", () => {
    const recycled = figures(
      { "2025-01": 3, "2025-02": 4 },
      {
        wholes: new Map([
          ["2025-01", 5],
          ["2025-02", 5],
        ]),
      },
    );
    expect(valueAt(recycled, "RATE_12", "2025-02")).toBe(70);
    const intensity = figures(
      { "2025-01": 1000, "2025-02": 500 },
      {
        divisors: new Map([
          ["2025-01", 10],
          ["2025-02", 20],
        ]),
      },
    );
    expect(valueAt(intensity, "SUM_12", "2025-02")).toBe(50);
    expect(valueAt(figures({ "2025-02": 7 }), "LAST", "2025-02")).toBe(7);
    expect(valueAt(figures({ "2025-02": 7 }), "LAST", "2025-03")).toBeNull();
  });

  it("draws the straight path from the baseline year's end to the target's month, in time", () => {
    // 2024 baseline 1000, target 900 at the end of December 2026: two years, 50 a year
    expect(pathAt(1000, 2024, 900, "2026-12", "2024-12")).toBe(1000);
    expect(pathAt(1000, 2024, 900, "2026-12", "2025-12")).toBeCloseTo(950, 0);
    expect(pathAt(1000, 2024, 900, "2026-12", "2026-12")).toBe(900);
    expect(pathAt(1000, 2024, 900, "2026-12", "2027-06")).toBe(900);
    // half a year in: 181 of 730 days (2025 is no leap year)
    expect(pathAt(1000, 2024, 900, "2026-12", "2025-06")).toBeCloseTo(1000 - (100 * 181) / 730, 6);
  });

  it("is on track ahead of the path, at risk within a tenth of the way behind, off track beyond", () => {
    const at = (actual: number) => ({ month: "2025-12", actual, path: 950 });
    const status = (actual: number, targetReached = false) =>
      statusOf({ baseline: 1000, target: 900, higherIsBetter: false, latest: at(actual), targetReached });
    expect(status(940)).toBe("ON_TRACK");
    expect(status(950)).toBe("ON_TRACK");
    expect(status(960)).toBe("AT_RISK");
    expect(status(961)).toBe("OFF_TRACK");
    expect(status(900, true)).toBe("ACHIEVED");
    expect(status(901, true)).toBe("OFF_TRACK");
    expect(statusOf({ baseline: 1000, target: 900, higherIsBetter: false, latest: null, targetReached: false })).toBe(
      "NO_DATA",
    );
    // keeping zero accidents: one is off track; a recycling rate kept at 70 % may rise
    const zero = { month: "2025-12", actual: 1, path: 0 };
    expect(statusOf({ baseline: 0, target: 0, higherIsBetter: false, latest: zero, targetReached: false })).toBe(
      "OFF_TRACK",
    );
    const rate = { month: "2025-12", actual: 74, path: 70 };
    expect(statusOf({ baseline: 70, target: 70, higherIsBetter: true, latest: rate, targetReached: false })).toBe(
      "ON_TRACK",
    );
  });

  it("computes the baseline from the baseline year, a point per month and the share of the way done", () => {
    // 2024: 100 a month (1200); 2025: 90 a month; target 1080 (-10 %) at the end of 2026
    const monthly = figures({ ...flat([2024]), ...flat([2025], 90) });
    const progress = progressOf({
      figures: monthly,
      aggregation: "SUM_12",
      baselineYear: 2024,
      baselineValue: null,
      target: 1080,
      targetMonth: "2026-12",
      lastMonth: "2025-12",
      higherIsBetter: false,
    });
    expect(progress.baseline).toBe(1200);
    expect(progress.points).toHaveLength(13);
    expect(progress.latest).toEqual({ month: "2025-12", actual: 1080, path: expect.closeTo(1140, 0) });
    expect(progress.status).toBe("ON_TRACK");
    expect(progress.progress).toBe(1);
    // a typed baseline wins; with no figures at all there is no data
    const typed = progressOf({ ...progressInput(monthly), baselineValue: 2000 });
    expect(typed.baseline).toBe(2000);
    const empty = progressOf({ ...progressInput(figures({})), baselineValue: null });
    expect(empty).toMatchObject({ baseline: null, status: "NO_DATA", points: [] });
  });
});

function progressInput(monthly: MonthlyFigures) {
  return {
    figures: monthly,
    aggregation: "SUM_12" as const,
    baselineYear: 2024,
    baselineValue: null,
    target: 1080,
    targetMonth: "2026-12",
    lastMonth: "2025-12",
    higherIsBetter: false,
  };
}
