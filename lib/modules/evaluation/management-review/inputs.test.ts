// The sums a review's inputs are made of, against figures worked out by hand.
import { actionCounts, co2ByScope, communicationCounts, countBy, groupedActionCounts, recyclingRate } from "./inputs";

describe("review inputs", () => {
  it("counts actions by status, an open one due before today as overdue", () => {
    const today = "2026-11-28";
    const counted = actionCounts(
      [
        { status: "PLANNED", dueDate: "2026-11-27" }, // open, overdue
        { status: "IN_PROGRESS", dueDate: "2026-11-28" }, // open, due today: not overdue
        { status: "IN_PROGRESS", dueDate: null }, // open, no date
        { status: "DONE", dueDate: "2026-01-01" }, // done: never overdue
        { status: "CANCELLED", dueDate: "2025-01-01" },
      ],
      today,
    );
    expect(counted).toEqual({ total: 5, open: 3, done: 1, overdue: 1, cancelled: 1 });
    // the same actions grouped as the database counts them
    expect(
      groupedActionCounts([
        { status: "PLANNED", overdue: true, count: 1 },
        { status: "IN_PROGRESS", overdue: false, count: 2 },
        { status: "DONE", overdue: true, count: 1 },
        { status: "CANCELLED", overdue: true, count: 1 },
      ]),
    ).toEqual(counted);
  });

  it("counts values under every key, a key without any at 0 and unknown values left out", () => {
    expect(countBy(["MINOR", "MAJOR", "MINOR", "OTHER"], ["MAJOR", "MINOR", "OBSERVATION"] as const)).toEqual({
      MAJOR: 1,
      MINOR: 2,
      OBSERVATION: 0,
    });
  });

  it("counts the period's communications in and out, by kind, and its complaints answered, awaited and overdue", () => {
    const kinds = ["GENERAL", "COMPLAINT", "INQUIRY", "NOTIFICATION"] as const;
    const counted = communicationCounts(
      [
        { kind: "GENERAL", direction: "OUTGOING", answered: false, overdue: false, count: 6 },
        { kind: "NOTIFICATION", direction: "INCOMING", answered: false, overdue: false, count: 2 },
        { kind: "INQUIRY", direction: "INCOMING", answered: true, overdue: false, count: 1 },
        // an inquiry past its due date is not a complaint
        { kind: "INQUIRY", direction: "INCOMING", answered: false, overdue: true, count: 1 },
        { kind: "COMPLAINT", direction: "INCOMING", answered: true, overdue: false, count: 2 },
        { kind: "COMPLAINT", direction: "INCOMING", answered: false, overdue: true, count: 1 },
        { kind: "COMPLAINT", direction: "INCOMING", answered: false, overdue: false, count: 1 },
      ],
      kinds,
    );
    // 6 + 2 + 1 + 1 + 2 + 1 + 1 = 14, of which 6 out and 8 in; complaints 2 + 1 + 1 = 4
    expect(counted).toEqual({
      total: 14,
      incoming: 8,
      outgoing: 6,
      byKind: { GENERAL: 6, COMPLAINT: 4, INQUIRY: 2, NOTIFICATION: 2 },
      complaints: { total: 4, answered: 2, awaiting: 2, overdue: 1 },
    });
  });

  it("works out the recycling rate of the tonnes, and none without waste", () => {
    // 12.6 t recycled of 18 t
    expect(recyclingRate(12.6, 18)).toBeCloseTo(0.7, 10);
    expect(recyclingRate(0, 0)).toBeNull();
  });

  it("sums CO2 to tonnes per scope, biogenic apart, and marks a piece without a factor as incomplete", () => {
    const pieces = [
      { scope: 1 as const, co2Kg: 1830.5 }, // gas
      { scope: 1 as const, co2Kg: 412.25 }, // diesel
      { scope: 2 as const, co2Kg: 5100 }, // electricity, location-based
      { scope: null, co2Kg: 90 }, // biogenic: a memo item
    ];
    // 1830.5 + 412.25 = 2242.75 kg = 2.243 t (rounded to kilograms); 5.1 t
    expect(co2ByScope(pieces)).toEqual({ scope1: 2.243, scope2: 5.1, incomplete: false });
    expect(co2ByScope([...pieces, { scope: 2 as const, co2Kg: null }]).incomplete).toBe(true);
  });
});
