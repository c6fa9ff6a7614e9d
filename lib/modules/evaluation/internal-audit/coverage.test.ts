// Clause coverage over the three-year certification cycle, against dates worked out by hand.
import { ISO_CLAUSES } from "@/lib/platform/iso-clauses";
import { clauseCoverage, yearsBefore, type CoverageAudit } from "./coverage";

const clause = (ref: string) => {
  const [standard, number] = ref.split(":");
  return ISO_CLAUSES.find((entry) => entry.standard === standard && entry.clause === number)!;
};
const TODAY = "2026-11-28";
const audit = (id: string, clauses: string[], performed: string | null, planned = "2026-01-15"): CoverageAudit => ({
  id,
  title: `Audit ${id}`,
  clauses,
  performed,
  planned,
});
const coverage = (refs: string[], audits: CoverageAudit[]) =>
  Object.fromEntries(clauseCoverage(refs.map(clause), audits, TODAY).map((row) => [row.ref, row]));

describe("yearsBefore", () => {
  it("counts whole calendar years, 29 February falling to the 28th", () => {
    expect(yearsBefore("2026-11-28", 3)).toBe("2023-11-28");
    expect(yearsBefore("2028-02-29", 1)).toBe("2027-02-28");
    expect(yearsBefore("2026-11-28", -3)).toBe("2029-11-28");
  });
});

describe("clause coverage", () => {
  it("is covered when the last audit of the clause is within three years, missing when older", () => {
    const rows = coverage(
      ["ISO_14001:9.2", "ISO_14001:9.3", "ISO_14001:10.2"],
      [
        audit("a", ["ISO_14001:9.2"], "2023-11-29"), // 3 years minus a day: still within the cycle
        audit("b", ["ISO_14001:9.3"], "2023-11-28"), // exactly three years: outside it
        audit("c", ["ISO_14001:9.3"], "2022-05-01"),
      ],
    );
    expect(rows["ISO_14001:9.2"]).toMatchObject({ status: "covered", last: { auditId: "a", date: "2023-11-29" } });
    expect(rows["ISO_14001:9.3"]).toMatchObject({ status: "missing", last: { auditId: "b", date: "2023-11-28" } });
    expect(rows["ISO_14001:10.2"]).toMatchObject({ status: "missing", last: null, next: null });
  });

  it("takes the latest performed audit, and the earliest one not yet performed as the next", () => {
    const rows = coverage(
      ["ISO_45001:8.2"],
      [
        audit("old", ["ISO_45001:8.2"], "2025-03-01"),
        audit("new", ["ISO_45001:8.2"], "2026-03-01"),
        audit("later", ["ISO_45001:8.2"], null, "2027-09-01"),
        audit("sooner", ["ISO_45001:8.2"], null, "2027-02-01"),
      ],
    );
    expect(rows["ISO_45001:8.2"]).toMatchObject({
      status: "covered",
      last: { auditId: "new", date: "2026-03-01" },
      next: { auditId: "sooner", date: "2027-02-01" },
    });
  });

  it("calls a clause outside the cycle but with an audit planned 'planned', even one planned late", () => {
    const rows = coverage(["ISO_14001:7.2"], [audit("late", ["ISO_14001:7.2"], null, "2026-06-01")]);
    expect(rows["ISO_14001:7.2"]).toMatchObject({ status: "planned", next: { auditId: "late", date: "2026-06-01" } });
  });

  it("ignores a performed date after today", () => {
    const rows = coverage(["ISO_14001:7.3"], [audit("future", ["ISO_14001:7.3"], "2026-12-01")]);
    expect(rows["ISO_14001:7.3"]).toMatchObject({ status: "missing", last: null });
  });

  it("covers sub-clauses through their parent, and a parent once every sub-clause is, as of the oldest", () => {
    const subClauses = ISO_CLAUSES.filter((entry) => entry.standard === "ISO_14001" && entry.parent === "6.1");
    expect(subClauses.map((entry) => entry.clause)).toEqual(["6.1.1", "6.1.2", "6.1.3", "6.1.4"]);
    const byParent = coverage(["ISO_14001:6.1.2"], [audit("p", ["ISO_14001:6.1"], "2025-01-10")]);
    expect(byParent["ISO_14001:6.1.2"]).toMatchObject({ status: "covered", last: { auditId: "p" } });

    const audits = [
      audit("x", ["ISO_14001:6.1.1", "ISO_14001:6.1.2"], "2026-02-01"),
      audit("y", ["ISO_14001:6.1.3", "ISO_14001:6.1.4"], "2025-09-01"),
    ];
    const all = coverage(["ISO_14001:6.1", ...subClauses.map((entry) => `ISO_14001:${entry.clause}`)], audits);
    expect(all["ISO_14001:6.1"]).toMatchObject({ status: "covered", last: { auditId: "y", date: "2025-09-01" } });
    // one sub-clause short: the parent is not covered through them
    const short = coverage(
      ["ISO_14001:6.1", ...subClauses.map((entry) => `ISO_14001:${entry.clause}`)],
      audits.slice(0, 1),
    );
    expect(short["ISO_14001:6.1"]).toMatchObject({ status: "missing", last: null });
  });

  it("keeps the standards apart: 9.2 of ISO 45001 is not 9.2 of ISO 14001", () => {
    const rows = coverage(["ISO_45001:9.2"], [audit("e", ["ISO_14001:9.2"], "2026-01-01")]);
    expect(rows["ISO_45001:9.2"]!.status).toBe("missing");
  });
});
