import { lastDay, periodDates, periodSchema, previousPeriod, yearToDate } from "./period";

const day = (text: string) => new Date(`${text}T00:00:00Z`);

describe("a report's period", () => {
  it("runs from the first day of its first month to the last day of its last", () => {
    expect(periodDates({ from: "2025-11", to: "2026-02" })).toEqual({ start: "2025-11-01", end: "2026-03-01" });
    expect(lastDay({ from: "2024-02", to: "2024-02" })).toBe("2024-02-29");
    expect(lastDay({ from: "2026-01", to: "2026-12" })).toBe("2026-12-31");
  });

  it("refuses a period that ends before it starts, or a month that is not one, naming the field", () => {
    const backwards = periodSchema.safeParse({ from: "2026-05", to: "2026-04" });
    expect(backwards.success).toBe(false);
    expect(backwards.error?.issues[0].path).toEqual(["to"]);
    const month13 = periodSchema.safeParse({ from: "2026-13", to: "2026-12" });
    expect(month13.error?.issues[0].path).toEqual(["from"]);
    expect(periodSchema.safeParse({ from: "2020-01", to: "2025-12" }).success).toBe(false);
    expect(periodSchema.safeParse({ from: "2021-01", to: "2025-12" }).success).toBe(true);
  });

  it("of a monthly schedule is the month before the day it is sent, across a new year", () => {
    expect(previousPeriod("MONTHLY", day("2026-12-01"))).toEqual({ from: "2026-11", to: "2026-11" });
    expect(previousPeriod("MONTHLY", day("2027-01-01"))).toEqual({ from: "2026-12", to: "2026-12" });
  });

  it("of a quarterly schedule is the calendar quarter before the one it is sent in", () => {
    expect(previousPeriod("QUARTERLY", day("2026-10-01"))).toEqual({ from: "2026-07", to: "2026-09" });
    expect(previousPeriod("QUARTERLY", day("2026-11-15"))).toEqual({ from: "2026-07", to: "2026-09" });
    expect(previousPeriod("QUARTERLY", day("2027-01-01"))).toEqual({ from: "2026-10", to: "2026-12" });
    expect(previousPeriod("QUARTERLY", day("2026-03-31"))).toEqual({ from: "2025-10", to: "2025-12" });
  });

  it("opens the screen on this year so far", () => {
    expect(yearToDate(day("2026-11-28"))).toEqual({ from: "2026-01", to: "2026-11" });
  });
});
