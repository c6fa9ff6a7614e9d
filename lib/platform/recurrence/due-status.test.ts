import fc from "fast-check";
import { calendarToday, dueItemStatus, dueStatus, isOverdue } from "./due-status";

const atMidnight = (date: Date) => date.toISOString().endsWith("T00:00:00.000Z");
const day = (text: string) => new Date(`${text}T00:00:00Z`);

describe("dueItemStatus", () => {
  const today = day("2026-03-10");
  it("is MISSING, and overdue, for a missing item whatever its date", () => {
    expect(dueItemStatus({ dueDate: today, missing: true }, today)).toBe("MISSING");
    expect(dueItemStatus({ dueDate: day("2027-01-01"), missing: true }, today)).toBe("MISSING");
    expect(isOverdue("MISSING")).toBe(true);
    expect(isOverdue("OVERDUE")).toBe(true);
    expect(isOverdue("DUE_SOON")).toBe(false);
  });
  it("is the date's status within the item's own lead time, else the common one", () => {
    expect(dueItemStatus({ dueDate: day("2026-03-09") }, today)).toBe("OVERDUE");
    expect(dueItemStatus({ dueDate: day("2026-03-20") }, today)).toBe("DUE_SOON");
    expect(dueItemStatus({ dueDate: day("2026-03-20"), leadDays: 7 }, today)).toBe("OK");
  });
});

describe("dueStatus", () => {
  const today = day("2026-03-10");
  it("is OVERDUE from the day after the due date", () => {
    expect(dueStatus(day("2026-03-09"), today)).toBe("OVERDUE");
    expect(dueStatus(day("2026-03-10"), today)).toBe("DUE_SOON");
  });
  it("is DUE_SOON within the window, inclusive, and OK after it", () => {
    expect(dueStatus(day("2026-04-09"), today)).toBe("DUE_SOON");
    expect(dueStatus(day("2026-04-10"), today)).toBe("OK");
    expect(dueStatus(day("2026-03-17"), today, 7)).toBe("DUE_SOON");
    expect(dueStatus(day("2026-03-18"), today, 7)).toBe("OK");
  });
  it("orders the statuses with the due date", () => {
    const rank = { OVERDUE: 0, DUE_SOON: 1, OK: 2 };
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 0, max: 1000 }), (a, b) => {
        const first = new Date(today.getTime() + a * 86400000);
        const second = new Date(first.getTime() + b * 86400000);
        expect(rank[dueStatus(first, today)]).toBeLessThanOrEqual(rank[dueStatus(second, today)]);
      }),
    );
  });
});

describe("calendarToday", () => {
  it("is the date where the organization works, not the UTC date", () => {
    // 23:30 UTC on 31 December is already New Year's Day in Copenhagen (UTC+1)
    expect(calendarToday(new Date("2026-12-31T23:30:00Z"), "Europe/Copenhagen")).toEqual(day("2027-01-01"));
    expect(calendarToday(new Date("2026-12-31T23:30:00Z"), "UTC")).toEqual(day("2026-12-31"));
    // and still the day before in New York
    expect(calendarToday(new Date("2027-01-01T03:00:00Z"), "America/New_York")).toEqual(day("2026-12-31"));
  });
  it("follows summer time: 22:30 UTC on a June day is after midnight in Copenhagen (UTC+2)", () => {
    expect(calendarToday(new Date("2026-06-14T22:30:00Z"), "Europe/Copenhagen")).toEqual(day("2026-06-15"));
    expect(calendarToday(new Date("2026-06-14T21:30:00Z"), "Europe/Copenhagen")).toEqual(day("2026-06-14"));
  });
  it("answers a UTC midnight for any instant and zone", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1950-01-01"), max: new Date("2150-01-01"), noInvalidDate: true }),
        fc.constantFrom("Europe/Copenhagen", "UTC", "Pacific/Kiritimati", "Pacific/Pago_Pago", "America/Sao_Paulo"),
        (now, zone) => {
          const today = calendarToday(now, zone);
          expect(atMidnight(today)).toBe(true);
          // within a day and a bit of the instant itself (zones span UTC-11 to UTC+14)
          expect(Math.abs(today.getTime() - now.getTime())).toBeLessThan(2 * 86400000);
        },
      ),
    );
  });
});
