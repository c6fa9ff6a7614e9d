// A plan line's next due date and its notice, against dates worked out by hand.
import { planItemLeadDays, planItemNextDue } from "./plan-schedule";

const day = (text: string) => new Date(`${text}T00:00:00Z`);
const wire = (date: Date | null) => date && date.toISOString().slice(0, 10);

describe("a communication plan line's next due date", () => {
  it("is its start while nothing is logged for it", () => {
    expect(wire(planItemNextDue({ startsAt: day("2026-03-01"), frequency: "P3M" }, null))).toBe("2026-03-01");
  });

  it("is a frequency after the latest communication logged, month ends kept", () => {
    const quarterly = { startsAt: day("2026-01-01"), frequency: "P3M" as const };
    expect(wire(planItemNextDue(quarterly, day("2026-02-10")))).toBe("2026-05-10");
    // 30 November + one quarter: 28 February (2027 is no leap year)
    expect(wire(planItemNextDue(quarterly, day("2026-11-30")))).toBe("2027-02-28");
    expect(wire(planItemNextDue({ startsAt: day("2026-01-01"), frequency: "P7D" }, day("2026-06-29")))).toBe(
      "2026-07-06",
    );
  });

  it("waits for a start moved after the latest communication, and ends a once-only line once logged", () => {
    expect(wire(planItemNextDue({ startsAt: day("2027-01-15"), frequency: "P1M" }, day("2026-06-01")))).toBe(
      "2027-01-15",
    );
    expect(planItemNextDue({ startsAt: day("2026-04-01"), frequency: "P0D" }, day("2026-04-03"))).toBeNull();
  });

  it("gives a quarter of the period's notice, at most 30 days", () => {
    expect(planItemLeadDays("P7D")).toBe(1);
    expect(planItemLeadDays("P1M")).toBe(7);
    expect(planItemLeadDays("P3M")).toBe(22);
    expect(planItemLeadDays("P1Y")).toBe(30);
    expect(planItemLeadDays("P0D")).toBe(30);
  });
});
