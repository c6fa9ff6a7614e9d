import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { addMonths, FREQUENCIES } from "@/lib/platform/recurrence/frequency";
import { nextDueDate } from "@/lib/platform/recurrence/next-due";
import { countStatuses, dueStatus } from "./due";

const day = (text: string) => new Date(`${text}T00:00:00Z`);
const wire = (date: Date | null) => date?.toISOString().slice(0, 10) ?? null;

describe("nextDueDate", () => {
  it.each([
    ["P7D", "2026-03-05", "2026-03-12"],
    ["P7D", "2026-12-28", "2027-01-04"],
    ["P1M", "2026-03-05", "2026-04-05"],
    ["P2M", "2026-11-15", "2027-01-15"],
    ["P3M", "2026-03-05", "2026-06-05"],
    ["P6M", "2026-09-30", "2027-03-30"],
    ["P1Y", "2026-03-05", "2027-03-05"],
    ["P2Y", "2026-03-05", "2028-03-05"],
    ["P3Y", "2026-03-05", "2029-03-05"],
    ["P5Y", "2026-03-05", "2031-03-05"],
    ["P10Y", "2026-03-05", "2036-03-05"],
    ["P15Y", "2026-03-05", "2041-03-05"],
  ] as const)("adds %s to %s", (frequency, last, expected) => {
    expect(wire(nextDueDate(day(last), frequency))).toBe(expected);
  });

  it("never goes beyond year 9999, whatever date was stored", () => {
    expect(wire(nextDueDate(day("9999-06-01"), "P15Y"))).toBe("9999-12-31");
    expect(wire(nextDueDate(day("9999-12-30"), "P7D"))).toBe("9999-12-31");
    expect(nextDueDate(new Date(Number.NaN), "P1Y")).toBeNull();
  });

  it("takes the last day of a shorter month", () => {
    expect(wire(nextDueDate(day("2026-01-31"), "P1M"))).toBe("2026-02-28");
    expect(wire(nextDueDate(day("2028-01-31"), "P1M"))).toBe("2028-02-29");
    expect(wire(nextDueDate(day("2026-08-31"), "P6M"))).toBe("2027-02-28");
    expect(wire(nextDueDate(day("2028-02-29"), "P1Y"))).toBe("2029-02-28");
    expect(wire(nextDueDate(day("2028-02-29"), "P2M"))).toBe("2028-04-29");
  });

  it("is null for 'once' and for a competence never acquired", () => {
    expect(nextDueDate(day("2026-03-05"), "P0D")).toBeNull();
    for (const frequency of FREQUENCIES) expect(nextDueDate(null, frequency)).toBeNull();
  });

  it("stays on UTC midnight whatever the process time zone (the tests run in São Paulo)", () => {
    const due = nextDueDate(day("2026-10-31"), "P1M")!;
    expect(due.toISOString()).toBe("2026-11-30T00:00:00.000Z");
    expect(addMonths(day("2026-12-15"), 1).toISOString()).toBe("2027-01-15T00:00:00.000Z");
  });
});

describe("dueStatus", () => {
  const today = day("2026-06-10");
  const acquired = (next: string | null) => ({
    acquisitionDeadline: null,
    lastAcquisitionDate: day("2025-06-10"),
    nextDueDate: next ? day(next) : null,
  });
  const missing = (deadline: string | null) => ({
    acquisitionDeadline: deadline ? day(deadline) : null,
    lastAcquisitionDate: null,
    nextDueDate: null,
  });

  it("judges an acquired competence by its next due date", () => {
    expect(dueStatus(acquired(null), today)).toBe("OK");
    expect(dueStatus(acquired("2026-07-11"), today)).toBe("OK");
    expect(dueStatus(acquired("2026-07-10"), today)).toBe("DUE_SOON");
    expect(dueStatus(acquired("2026-06-10"), today)).toBe("DUE_SOON");
    expect(dueStatus(acquired("2026-06-09"), today)).toBe("OVERDUE");
  });

  it("judges a competence never acquired by its deadline", () => {
    expect(dueStatus(missing(null), today)).toBe("MISSING");
    expect(dueStatus(missing("2026-07-11"), today)).toBe("MISSING");
    expect(dueStatus(missing("2026-07-10"), today)).toBe("DUE_SOON");
    expect(dueStatus(missing("2026-06-10"), today)).toBe("DUE_SOON");
    expect(dueStatus(missing("2026-06-09"), today)).toBe("OVERDUE");
  });

  it("ignores the deadline once the competence is acquired", () => {
    expect(dueStatus({ ...acquired("2027-06-10"), acquisitionDeadline: day("2026-01-01") }, today)).toBe("OK");
  });

  it("counts overdue, due-soon and not-yet-acquired statuses", () => {
    expect(countStatuses(["OK", "OVERDUE", "DUE_SOON", "OVERDUE", "MISSING", "MISSING"])).toEqual({
      overdueCount: 2,
      dueSoonCount: 1,
      missingCount: 2,
    });
  });
});

describe("calendarToday", () => {
  it("is the date in the given time zone, at UTC midnight", () => {
    expect(calendarToday(new Date("2026-03-04T23:30:00Z"), "Europe/Copenhagen").toISOString()).toBe(
      "2026-03-05T00:00:00.000Z",
    );
    expect(calendarToday(new Date("2026-03-05T02:00:00Z"), "America/Sao_Paulo").toISOString()).toBe(
      "2026-03-04T00:00:00.000Z",
    );
    expect(calendarToday(new Date("2026-12-31T23:30:00Z"), "UTC").toISOString()).toBe("2026-12-31T00:00:00.000Z");
  });
});
