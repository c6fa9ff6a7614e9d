import fc from "fast-check";
import { addMonths, FREQUENCIES } from "./frequency";
import { nextDueDate, nextOnSchedule } from "./next-due";

const atMidnight = (date: Date) => date.toISOString().endsWith("T00:00:00.000Z");
const day = (text: string) => new Date(`${text}T00:00:00Z`);
const text = (date: Date | null) => date?.toISOString().slice(0, 10) ?? null;

// calendar dates between 1900 and 2200, the range the API accepts
const calendarDate = fc
  .integer({ min: Date.UTC(1900, 0, 1) / 86400000, max: Date.UTC(2200, 11, 31) / 86400000 })
  .map((days) => new Date(days * 86400000));
const recurring = fc.constantFrom(...FREQUENCIES.filter((frequency) => frequency !== "P0D"));

describe("nextDueDate counted from the completion", () => {
  it.each([
    ["2026-01-31", "P1M", "2026-02-28"],
    ["2024-01-31", "P1M", "2024-02-29"],
    ["2026-03-31", "P1M", "2026-04-30"],
    ["2026-08-31", "P6M", "2027-02-28"],
    ["2024-02-29", "P1Y", "2025-02-28"],
    ["2024-02-29", "P2Y", "2026-02-28"],
    ["2024-02-29", "P1M", "2024-03-29"],
    ["2023-02-28", "P1Y", "2024-02-28"],
    ["2026-12-28", "P7D", "2027-01-04"],
    ["2026-11-30", "P3M", "2027-02-28"],
    ["2026-05-15", "P15Y", "2041-05-15"],
  ])("%s + %s = %s", (last, frequency, expected) => {
    expect(text(nextDueDate(day(last), frequency as (typeof FREQUENCIES)[number]))).toBe(expected);
  });

  it("is null for once (P0D) and for no completion", () => {
    expect(nextDueDate(day("2026-01-01"), "P0D")).toBeNull();
    expect(nextDueDate(null, "P1Y")).toBeNull();
    expect(nextDueDate(new Date(Number.NaN), "P1Y")).toBeNull();
  });

  it("holds a date beyond year 9999 at 9999-12-31", () => {
    expect(text(nextDueDate(day("9998-06-01"), "P15Y"))).toBe("9999-12-31");
  });

  it("reads a time of day as its UTC calendar date", () => {
    expect(text(nextDueDate(new Date("2026-01-31T23:59:59Z"), "P1M"))).toBe("2026-02-28");
  });
});

describe("nextDueDate kept on the schedule", () => {
  it("stays on the anchor's month end instead of drifting to the 28th", () => {
    const anchor = day("2026-01-31");
    const series: string[] = [];
    let due: Date | null = anchor;
    for (let i = 0; i < 4 && due; i += 1) {
      due = nextDueDate(due, "P1M", anchor);
      series.push(text(due)!);
    }
    expect(series).toEqual(["2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31"]);
  });

  it("keeps the schedule when the work was done late or early", () => {
    // due 1 March 2026 yearly from 1 March 2025, done on 20 April: the next stays 1 March 2027
    expect(text(nextDueDate(day("2026-03-01"), "P1Y", day("2025-03-01")))).toBe("2027-03-01");
    expect(text(nextOnSchedule(day("2025-03-01"), "P1Y", day("2026-04-20")))).toBe("2027-03-01");
  });

  it("answers the anchor itself while it lies ahead, and nothing after a once-only date", () => {
    expect(text(nextOnSchedule(day("2027-01-01"), "P3M", day("2026-06-01")))).toBe("2027-01-01");
    expect(text(nextOnSchedule(day("2027-01-01"), "P0D", day("2026-06-01")))).toBe("2027-01-01");
    expect(nextOnSchedule(day("2027-01-01"), "P0D", day("2027-01-01"))).toBeNull();
    expect(nextDueDate(day("2027-01-01"), "P0D", day("2027-01-01"))).toBeNull();
  });

  it("keeps a leap-day anchor on 29 February in leap years", () => {
    const anchor = day("2024-02-29");
    expect(text(nextDueDate(day("2024-02-29"), "P1Y", anchor))).toBe("2025-02-28");
    expect(text(nextDueDate(day("2027-02-28"), "P1Y", anchor))).toBe("2028-02-29");
  });
});

describe("properties", () => {
  it("the next date always lies after the last one", () => {
    fc.assert(
      fc.property(calendarDate, recurring, (last, frequency) => {
        expect(nextDueDate(last, frequency)!.getTime()).toBeGreaterThan(last.getTime());
      }),
    );
  });

  it("a calendar date comes back at UTC midnight", () => {
    fc.assert(
      fc.property(calendarDate, recurring, fc.option(calendarDate, { nil: undefined }), (last, frequency, anchor) => {
        const next = nextDueDate(last, frequency, anchor);
        expect(next && atMidnight(next)).not.toBe(false);
      }),
    );
  });

  it("a month step keeps the day of the month, or takes the month's last day", () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: 1, max: 180 }), (date, months) => {
        const next = addMonths(date, months);
        const targetMonth = date.getUTCFullYear() * 12 + date.getUTCMonth() + months;
        expect(next.getUTCFullYear() * 12 + next.getUTCMonth()).toBe(targetMonth);
        const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
        expect(next.getUTCDate()).toBe(Math.min(date.getUTCDate(), lastDay));
      }),
    );
  });

  it("on a schedule, the next date is the first of the anchor's series after the last", () => {
    fc.assert(
      fc.property(calendarDate, calendarDate, recurring, (anchor, last, frequency) => {
        const next = nextDueDate(last, frequency, anchor)!;
        expect(next.getTime()).toBeGreaterThan(last.getTime());
        if (anchor.getTime() > last.getTime()) expect(next).toEqual(anchor);
        else {
          // on the series: counting on from the anchor one step at a time meets it, and no date
          // of the series lies between the last date and it
          const step = nextDueDate(anchor, frequency)!;
          expect(step.getTime()).toBeGreaterThan(anchor.getTime());
          const before = nextOnSchedule(anchor, frequency, new Date(next.getTime() - 86400000));
          expect(before).toEqual(next);
        }
      }),
    );
  });

  it("completing on the due date on a schedule answers the same as counting from it, for day steps and unclamped months", () => {
    fc.assert(
      fc.property(calendarDate, recurring, fc.integer({ min: 0, max: 40 }), (anchor, frequency, n) => {
        fc.pre(anchor.getUTCDate() <= 28);
        let due: Date = anchor;
        for (let i = 0; i < n; i += 1) due = nextDueDate(due, frequency)!;
        expect(nextDueDate(due, frequency, anchor)).toEqual(nextDueDate(due, frequency));
      }),
    );
  });
});
