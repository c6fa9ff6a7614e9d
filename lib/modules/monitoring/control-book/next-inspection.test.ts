import fc from "fast-check";
import { FREQUENCIES } from "@/lib/platform/recurrence/frequency";
import { nextInspectionDate, type Schedule } from "./next-inspection";

const day = (text: string) => new Date(`${text}T00:00:00Z`);
const text = (date: Date | null) => date?.toISOString().slice(0, 10) ?? null;

describe("the next inspection", () => {
  const yearly: Schedule = { startsAt: day("2024-03-01"), frequency: "P1Y", nextDueBasis: "SCHEDULE" };
  const fromCompletion: Schedule = { ...yearly, nextDueBasis: "COMPLETION" };

  describe("on the schedule", () => {
    it.each([
      ["done on the day", "2026-03-01", "2027-03-01"],
      ["done early", "2026-02-20", "2027-03-01"],
      ["done late", "2026-04-20", "2027-03-01"],
      ["done more than a period late", "2027-05-02", "2028-03-01"],
    ])("%s: due 2026-03-01, performed %s, next %s", (_, performed, expected) => {
      expect(text(nextInspectionDate(yearly, { dueDate: day("2026-03-01"), performedAt: day(performed) }))).toBe(
        expected,
      );
    });

    it("keeps month ends of the start date", () => {
      const monthly: Schedule = { startsAt: day("2026-01-31"), frequency: "P1M", nextDueBasis: "SCHEDULE" };
      expect(text(nextInspectionDate(monthly, { dueDate: day("2026-02-28"), performedAt: day("2026-02-28") }))).toBe(
        "2026-03-31",
      );
    });

    it("takes the due date when no performed date is known", () => {
      expect(text(nextInspectionDate(yearly, { dueDate: day("2026-03-01"), performedAt: null }))).toBe("2027-03-01");
    });
  });

  describe("counted from the completion", () => {
    it.each([
      ["done on the day", "2026-03-01", "2027-03-01"],
      ["done early", "2026-02-20", "2027-02-20"],
      ["done late", "2026-04-20", "2027-04-20"],
    ])("%s: performed %s, next %s", (_, performed, expected) => {
      expect(
        text(nextInspectionDate(fromCompletion, { dueDate: day("2026-03-01"), performedAt: day(performed) })),
      ).toBe(expected);
    });

    it("takes the month's last day after a month end", () => {
      const quarterly: Schedule = { ...fromCompletion, frequency: "P3M" };
      expect(text(nextInspectionDate(quarterly, { dueDate: day("2026-11-30"), performedAt: day("2026-11-30") }))).toBe(
        "2027-02-28",
      );
    });
  });

  it("is none after a once-only inspection, either way", () => {
    for (const basis of ["SCHEDULE", "COMPLETION"] as const) {
      const once: Schedule = { startsAt: day("2026-05-01"), frequency: "P0D", nextDueBasis: basis };
      expect(nextInspectionDate(once, { dueDate: day("2026-05-01"), performedAt: day("2026-05-03") })).toBeNull();
    }
  });

  it("always lies after both the due date and the date performed", () => {
    const date = fc
      .integer({ min: Date.UTC(1990, 0, 1) / 86400000, max: Date.UTC(2100, 0, 1) / 86400000 })
      .map((days) => new Date(days * 86400000));
    fc.assert(
      fc.property(
        date,
        date,
        date,
        fc.constantFrom(...FREQUENCIES.filter((frequency) => frequency !== "P0D")),
        fc.constantFrom("SCHEDULE" as const, "COMPLETION" as const),
        (startsAt, dueDate, performedAt, frequency, nextDueBasis) => {
          const next = nextInspectionDate({ startsAt, frequency, nextDueBasis }, { dueDate, performedAt })!;
          expect(next.getTime()).toBeGreaterThan(performedAt.getTime());
          if (nextDueBasis === "SCHEDULE") expect(next.getTime()).toBeGreaterThan(dueDate.getTime());
        },
      ),
    );
  });
});
