import fc from "fast-check";
import { FREQUENCIES } from "@/lib/platform/recurrence/frequency";
import { answeredDate, scheduledNextEvaluation } from "./schedule";

const day = (text: string) => new Date(`${text}T00:00:00Z`);
const text = (date: Date | null) => date && date.toISOString().slice(0, 10);
const yearly = { recurrence: "P1Y", start: day("2026-07-30") } as const;

describe("the next evaluation on an anchored schedule", () => {
  it("is one recurrence on when the evaluation is on the planned date", () => {
    expect(text(scheduledNextEvaluation(yearly, day("2026-07-30")))).toBe("2027-07-30");
    expect(text(scheduledNextEvaluation(yearly, day("2027-07-30")))).toBe("2028-07-30");
  });

  it("keeps the plan's date when the evaluation is done late or early, instead of drifting", () => {
    // four months late: it answers 30 July 2027, the next is 30 July 2028 (not 27 November 2028)
    expect(text(scheduledNextEvaluation(yearly, day("2027-11-27")))).toBe("2028-07-30");
    // six weeks early: it answers 30 July 2028
    expect(text(scheduledNextEvaluation(yearly, day("2028-06-20")))).toBe("2029-07-30");
  });

  it("leaves the plan where it is for an extra evaluation between two planned dates", () => {
    // an evaluation after the act changed, four months after the planned one it is nearest
    expect(text(answeredDate(yearly, day("2026-11-27")))).toBe("2026-07-30");
    expect(text(scheduledNextEvaluation(yearly, day("2026-11-27")))).toBe("2027-07-30");
  });

  it("counts a halfway evaluation for the coming date", () => {
    const weekly = { recurrence: "P7D", start: day("2026-01-05") } as const;
    expect(text(answeredDate(weekly, day("2026-01-08")))).toBe("2026-01-05");
    expect(text(answeredDate(weekly, day("2026-01-09")))).toBe("2026-01-12");
  });

  it("stays on month ends for a schedule that starts on one", () => {
    const monthly = { recurrence: "P1M", start: day("2026-01-31") } as const;
    expect(text(scheduledNextEvaluation(monthly, day("2026-02-27")))).toBe("2026-03-31");
    expect(text(scheduledNextEvaluation(monthly, day("2026-04-02")))).toBe("2026-04-30");
    expect(text(scheduledNextEvaluation(monthly, day("2026-04-29")))).toBe("2026-05-31");
  });

  it("starts with the evaluation when the schedule has no start, and before a start answers the start", () => {
    expect(text(scheduledNextEvaluation({ recurrence: "P6M", start: null }, day("2026-03-15")))).toBe("2026-09-15");
    const fromSeptember = { recurrence: "P1Y", start: day("2027-09-01") } as const;
    expect(text(scheduledNextEvaluation(fromSeptember, day("2027-08-20")))).toBe("2028-09-01");
    expect(text(scheduledNextEvaluation(fromSeptember, day("2026-11-01")))).toBe("2027-09-01");
  });

  it("is none without a recurrence, for once, and without an evaluation", () => {
    expect(scheduledNextEvaluation({ recurrence: null, start: null }, day("2026-01-01"))).toBeNull();
    expect(scheduledNextEvaluation({ recurrence: "P0D", start: day("2026-01-01") }, day("2026-01-01"))).toBeNull();
    expect(scheduledNextEvaluation(yearly, null)).toBeNull();
  });

  it("is always a planned date after the evaluation and after the date it answers", () => {
    const recurrences = FREQUENCIES.filter((frequency) => frequency !== "P0D");
    const dates = fc.integer({ min: 0, max: 20_000 }).map((n) => new Date(Date.UTC(2000, 0, 1) + n * 86_400_000));
    fc.assert(
      fc.property(fc.constantFrom(...recurrences), dates, dates, (recurrence, start, evaluated) => {
        const schedule = { recurrence, start };
        const answered = answeredDate(schedule, evaluated)!;
        const next = scheduledNextEvaluation(schedule, evaluated)!;
        expect(next.getTime()).toBeGreaterThan(evaluated.getTime());
        expect(next.getTime()).toBeGreaterThan(answered.getTime());
        // the next date is on the schedule: answering it gives itself
        expect(text(answeredDate(schedule, next))).toBe(text(next));
      }),
    );
  });
});
