import { cellDueDate, cellStatus, MATRIX_STATUSES } from "./cell-status";

const day = (text: string) => new Date(`${text}T00:00:00Z`);
const today = day("2026-06-10");

/** A requirement as the matrix reads it: dates by hand, the next due date as the engine keeps it. */
const requirement = (dates: { deadline?: string; acquired?: string; next?: string }) => ({
  acquisitionDeadline: dates.deadline ? day(dates.deadline) : null,
  lastAcquisitionDate: dates.acquired ? day(dates.acquired) : null,
  nextDueDate: dates.next ? day(dates.next) : null,
});

describe("cellStatus", () => {
  it("is not required where the member has no requirement", () => {
    expect(cellStatus(null, today)).toBe("NOT_REQUIRED");
    expect(cellStatus(undefined, today)).toBe("NOT_REQUIRED");
  });

  it.each([
    ["valid until a date beyond the warning window", { acquired: "2025-07-20", next: "2026-07-20" }, "OK"],
    ["valid for good (a competence acquired once)", { acquired: "2020-01-01" }, "OK"],
    ["due soon on the last day of the window", { acquired: "2025-07-10", next: "2026-07-10" }, "DUE_SOON"],
    ["due soon on the day it expires", { acquired: "2025-06-10", next: "2026-06-10" }, "DUE_SOON"],
    ["overdue the day after it expired", { acquired: "2025-06-09", next: "2026-06-09" }, "OVERDUE"],
    ["missing, never acquired and no deadline", {}, "MISSING"],
    ["missing, with a deadline beyond the window", { deadline: "2026-07-11" }, "MISSING"],
    ["due soon, never acquired and the deadline near", { deadline: "2026-06-20" }, "DUE_SOON"],
    ["overdue, never acquired and the deadline passed", { deadline: "2026-06-01" }, "OVERDUE"],
    [
      "valid once acquired, whatever the deadline said",
      { deadline: "2026-01-01", acquired: "2026-02-01", next: "2027-02-01" },
      "OK",
    ],
  ] as const)("%s", (_what, dates, expected) => {
    expect(cellStatus(requirement(dates), today)).toBe(expected);
  });

  it("answers only the statuses the matrix filters by", () => {
    const seen = new Set(
      [{}, { deadline: "2026-06-01" }, { deadline: "2026-06-20" }, { acquired: "2025-06-01", next: "2027-06-01" }].map(
        (dates) => cellStatus(requirement(dates), today),
      ),
    );
    seen.add(cellStatus(null, today));
    for (const status of seen) expect(MATRIX_STATUSES).toContain(status);
  });
});

describe("cellDueDate", () => {
  it("is the expiry once acquired, else the deadline", () => {
    expect(cellDueDate(requirement({ deadline: "2026-01-01", acquired: "2026-02-01", next: "2027-02-01" }))).toEqual(
      day("2027-02-01"),
    );
    expect(cellDueDate(requirement({ deadline: "2026-09-01" }))).toEqual(day("2026-09-01"));
    expect(cellDueDate(requirement({ acquired: "2026-02-01" }))).toBeNull();
    expect(cellDueDate(requirement({}))).toBeNull();
  });
});
