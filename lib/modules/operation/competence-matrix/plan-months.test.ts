import { planEnd, planMonth, planMonths } from "./plan-months";

const day = (text: string) => new Date(`${text}T00:00:00Z`);

describe("the training plan's months", () => {
  const today = day("2026-11-20");

  it("are the twelve months from this one, across the turn of the year", () => {
    expect(planMonths(today)).toEqual([
      "2026-11",
      "2026-12",
      "2027-01",
      "2027-02",
      "2027-03",
      "2027-04",
      "2027-05",
      "2027-06",
      "2027-07",
      "2027-08",
      "2027-09",
      "2027-10",
    ]);
    expect(planEnd(today)).toEqual(day("2027-11-01"));
  });

  it("put an item in the month of its date, from today on", () => {
    expect(planMonth(day("2026-11-20"), today)).toBe("2026-11");
    expect(planMonth(day("2026-11-30"), today)).toBe("2026-11");
    expect(planMonth(day("2027-10-31"), today)).toBe("2027-10");
  });

  it("keep what has passed, or has no date, as outstanding", () => {
    expect(planMonth(day("2026-11-19"), today)).toBeNull();
    expect(planMonth(day("2025-01-01"), today)).toBeNull();
    expect(planMonth(null, today)).toBeNull();
  });

  it("start on the first of the month whatever the day, in any time zone (the tests run in São Paulo)", () => {
    expect(planMonths(day("2026-01-31"))[1]).toBe("2026-02");
    expect(planEnd(day("2026-12-31")).toISOString()).toBe("2027-12-01T00:00:00.000Z");
  });
});
