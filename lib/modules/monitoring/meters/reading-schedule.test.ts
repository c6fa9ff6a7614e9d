// The meter's reading schedule: dates on the calendar that started when the meter was added, never
// moved by the day a reading was taken (the audit's case: read on 27 November, due again on the
// schedule's date, not on 27 December).
import { nextOnMeterSchedule } from "./reading-schedule";

const day = (text: string) => new Date(`${text}T00:00:00Z`);
const next = (start: string, frequency: Parameters<typeof nextOnMeterSchedule>[1], read: string | null) =>
  nextOnMeterSchedule(day(start), frequency, read ? day(read) : null)
    ?.toISOString()
    .slice(0, 10) ?? null;

it("is due on the schedule's first date until the meter is read", () => {
  expect(next("2026-01-01", "P1M", null)).toBe("2026-01-01");
});

it("keeps a late reading's next date on the schedule", () => {
  // due 1 November, read on 27 November: due again on 1 December, not 27 December
  expect(next("2026-01-01", "P1M", "2026-11-27")).toBe("2026-12-01");
  expect(next("2026-01-01", "P1M", "2026-11-01")).toBe("2026-12-01");
});

it("counts a reading shortly before its date for that date, and an extra one early in the month for none", () => {
  expect(next("2026-01-01", "P1M", "2026-11-28")).toBe("2027-01-01");
  expect(next("2026-01-01", "P1M", "2026-11-05")).toBe("2026-12-01");
  // a year: five weeks before counts
  expect(next("2025-03-15", "P1Y", "2026-02-10")).toBe("2027-03-15");
  expect(next("2025-03-15", "P1Y", "2026-01-31")).toBe("2026-03-15");
});

it("stays on month ends from a schedule that starts on the 31st", () => {
  expect(next("2026-01-31", "P1M", "2026-02-20")).toBe("2026-02-28");
  expect(next("2026-01-31", "P1M", "2026-03-30")).toBe("2026-04-30");
});

it("has no date without a frequency or for a meter read once", () => {
  expect(next("2026-01-01", null, "2026-02-01")).toBeNull();
  expect(next("2026-01-01", "P0D", "2026-02-01")).toBeNull();
});
