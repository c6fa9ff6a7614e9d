import fs from "node:fs";
import path from "node:path";
import { parseCsv } from "@/prisma/seed/csv";
import { identifiersOf, statementCode, versionsInForce } from "./annex-vi";

const read = (file: string) =>
  parseCsv(fs.readFileSync(path.join(process.cwd(), "prisma/data/chemicals", file), "utf8")).map((row) => ({
    ...row,
    atp: row.atp,
    cas_no: row.cas_no,
    hazard_statements: row.hazard_statements,
    inApplicationFrom: new Date(`${row.in_application_from}T00:00:00Z`),
    indexNo: row.index_no,
  }));

const versions = [...read("clp-annex-vi.csv"), ...read("clp-annex-vi-prior-versions.csv")];
const day = (text: string) => new Date(`${text}T00:00:00Z`);
const entry = (on: string, indexNo: string) =>
  versionsInForce(versions, day(on)).filter((version) => version.indexNo === indexNo);

describe("Annex VI on a day", () => {
  it("applies an entry that ATP 23 changes in its earlier version until 2027-02-01, the new one from then", () => {
    const before = entry("2027-01-31", "601-027-00-6");
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({ atp: "CLP00", hazard_statements: "H226|H335|H319|H411" });
    const after = entry("2027-02-01", "601-027-00-6");
    expect(after).toHaveLength(1);
    expect(after[0].atp).toBe("ATP23");
    expect(after[0].hazard_statements).not.toBe(before[0].hazard_statements);
  });

  it("has no harmonised classification before 2027-02-01 for an entry ATP 23 adds", () => {
    const added = versions.find(
      (version) =>
        version.atp === "ATP23" && !versions.some((other) => other !== version && other.indexNo === version.indexNo),
    )!;
    expect(entry("2026-12-01", added.indexNo)).toEqual([]);
    expect(entry("2027-02-01", added.indexNo)).toHaveLength(1);
  });

  it("counts 4,441 entries in force from 2027-02-01 and 22 fewer the day before", () => {
    expect(versionsInForce(versions, day("2027-02-01"))).toHaveLength(4441);
    expect(versionsInForce(versions, day("2027-01-31"))).toHaveLength(4441 - 22);
  });

  it("finds formaldehyde in its ATP 22 version, in application since 2026-05-01", () => {
    const formaldehyde = entry("2026-11-23", "605-001-00-5");
    expect(formaldehyde[0]).toMatchObject({ cas_no: "50-00-0", notes: "B|D|F", atp: "ATP22" });
  });
});

it("reads CAS numbers of multi-substance entries without their markers", () => {
  expect(identifiersOf("10043-35-3 [1]|11113-50-1 [2]")).toEqual(["10043-35-3", "11113-50-1"]);
  expect(identifiersOf("-")).toEqual([]);
});

it("reduces printed statement codes to the code", () => {
  expect(statementCode("H372 **")).toBe("H372");
  expect(statementCode("H373 (liver)")).toBe("H373");
  expect(statementCode("H350i")).toBe("H350i");
});
