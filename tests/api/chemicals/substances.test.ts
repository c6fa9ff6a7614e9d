import { db } from "@/lib/platform/db";
import { as } from "../../support/api";

const base = "/api/v1/substances";

type Statement = { code: string; statement: string };

describe("the substance catalogue", () => {
  it("is seeded with the substances of Annex VI that have a CAS number, and searches by name, CAS and EC", async () => {
    const reader = await as("reader@demo.example");
    const all = await reader.get(`${base}?size=1`);
    expect(all.status).toBe(200);
    expect(all.body.totalElements).toBeGreaterThan(3800);
    const acetone = await reader.get(`${base}?q=67-64-1`);
    expect(acetone.body.content).toEqual([
      expect.objectContaining({
        nameEn: "acetone; propan-2-one; propanone",
        casNumber: "67-64-1",
        ecNumber: "200-662-2",
        indexNo: "606-001-00-8",
        svhc: false,
        restricted: false,
      }),
    ]);
    expect(acetone.body.content[0].hazardStatements.map((row: Statement) => row.code)).toEqual([
      "H225",
      "H336",
      "H319",
    ]);
    expect(acetone.body.content[0].euHazardStatements).toEqual([
      { id: "EUH066", code: "EUH066", statement: "Repeated exposure may cause skin dryness or cracking." },
    ]);
    const byEc = await reader.get(`${base}?q=200-662`);
    expect(byEc.body.content.map((row: { casNumber: string }) => row.casNumber)).toContain("67-64-1");
    const byName = await reader.get(`${base}?q=FORMALDEHYDE&size=50`);
    expect(byName.body.content.map((row: { casNumber: string }) => row.casNumber)).toContain("50-00-0");
    const lead = await reader.get(`${base}?q=7439-92-1`);
    expect(lead.body.content[0]).toMatchObject({ svhc: true, restricted: true });
  });

  it("exports the search's substances as CSV, with the statements and the REACH flags the grid shows", async () => {
    const reader = await as("reader@demo.example");
    const csv = await reader.get(`${base}?format=csv&q=7439-92-1&language=da`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="substances \d{4}-\d{2}-\d{2}\.csv"/);
    const [heading, ...rows] = csv.body.trim().split(/\r?\n/);
    expect(heading).toContain("CAS number");
    // Annex VI lists lead twice: massive and powder
    expect(rows).toEqual([
      expect.stringMatching(/^lead massive.*,7439-92-1,231-100-4,"H360FD, H362, H410","SVHC, Restricted",/),
      expect.stringMatching(/^lead powder.*,7439-92-1,231-100-4,"H360FD, H362, H400, H410","SVHC, Restricted",/),
    ]);
    const narrowed = await reader.get(`${base}?format=csv&q=67-64-1&columns=name,casNumber`);
    expect(narrowed.body.trim().split(/\r?\n/)).toEqual(["Name,CAS number", expect.stringMatching(/,67-64-1$/)]);
  });

  it("shows one substance with the harmonised classification in force, its differences, SVHC and restrictions", async () => {
    const reader = await as("reader@demo.example");
    const [{ id }] = (await reader.get(`${base}?q=50-00-0`)).body.content;
    const formaldehyde = await reader.get(`${base}/${id}?language=da`);
    expect(formaldehyde.status).toBe(200);
    // the generic statement, without CLP's bracketed instruction to the label's writer
    expect(formaldehyde.body.hazardStatements[0]).toEqual({
      id: "H350",
      code: "H350",
      statement: "Kan fremkalde kræft.",
    });
    expect(formaldehyde.body.harmonisedClassification).toEqual([
      expect.objectContaining({
        indexNo: "605-001-00-5",
        pictograms: ["GHS08", "GHS06", "GHS05"],
        signalWord: "Dgr",
        atp: "ATP22",
        celexUrl: expect.stringMatching(/^https:\/\/eur-lex\.europa\.eu\/legal-content\/EN\/TXT\/\?uri=CELEX:3/),
      }),
    ]);
    expect(formaldehyde.body.classificationDifferences).toEqual({ onlyHarmonised: [], onlyOwn: [] });
    expect(formaldehyde.body.restrictions.map((hit: { entryNo: string }) => hit.entryNo)).toContain("28");
    expect(formaldehyde.body.restrictions.find((hit: { entryNo: string }) => hit.entryNo === "28")).toMatchObject({
      reason: "HARMONISED_CMR",
      conditionsUrl: expect.stringMatching(/^https:\/\/echa\.europa\.eu\//),
    });

    const [lead] = (await reader.get(`${base}?q=7439-92-1`)).body.content;
    const leadDetail = await reader.get(`${base}/${lead.id}`);
    expect(leadDetail.body.svhc).toEqual([
      expect.objectContaining({
        ecNo: "231-100-4",
        dateOfInclusion: "2018-06-27",
        reasons: ["Toxic for reproduction (Article 57c)"],
      }),
    ]);
    expect(leadDetail.body.restrictions).toEqual(
      expect.arrayContaining([expect.objectContaining({ entryNo: "63", reason: "LISTED" })]),
    );
  });

  it("lets a maintainer add and change a substance, checks CAS and EC check digits and statements, and marks differences", async () => {
    const admin = await as("admin@demo.example");
    const bad = await admin.post(base, {
      body: { name_en: "Typo", cas_number: "67-64-2", ec_number: "200-662-3", hazard_statement_ids: ["H999"] },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(["casNumber", "ecNumber"]);
    const unknown = await admin.post(base, { body: { name_en: "Typo", hazard_statement_ids: ["H999", "H225"] } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.fields.hazardStatementIds).toContain("H999");
    const euhAsH = await admin.post(base, { body: { name_en: "Typo", hazard_statement_ids: ["EUH066"] } });
    expect(euhAsH.status).toBe(422);
    expect(await db().substance.count({ where: { nameEn: "Typo" } })).toBe(0);

    const created = await admin.post(base, {
      body: {
        name_en: "Acetone (own classification)",
        name_da: "Acetone (egen klassificering)",
        cas_number: "67-64-1",
        ec_number: "200-662-2",
        hazard_statement_ids: ["H225", "H319"],
        eu_hazard_statement_ids: [],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.classificationDifferences).toEqual({ onlyHarmonised: ["H336", "EUH066"], onlyOwn: [] });
    const changed = await admin.put(`${base}/${created.body.id}`, {
      body: {
        name_en: "Acetone (own classification)",
        cas_number: "67-64-1",
        hazard_statement_ids: ["H225", "H319", "H336", "H304"],
        eu_hazard_statement_ids: ["EUH066"],
        last_modified_date: created.body.lastModifiedDate,
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      nameDa: null,
      classificationDifferences: { onlyHarmonised: [], onlyOwn: ["H304"] },
    });
    const stale = await admin.put(`${base}/${created.body.id}`, {
      body: { name_en: "Stale", last_modified_date: created.body.lastModifiedDate },
    });
    expect(stale.status).toBe(409);
  });

  it("lets only maintainers write", async () => {
    const manager = await as("manager@demo.example");
    expect((await manager.post(base, { body: { name_en: "Not mine" } })).status).toBe(403);
    const [row] = (await manager.get(`${base}?q=67-64-1`)).body.content;
    expect((await manager.put(`${base}/${row.id}`, { body: { name_en: "Not mine" } })).status).toBe(403);
  });

  it("lists the Annex VI notes its entries carry", async () => {
    const reader = await as("reader@demo.example");
    const notes = await reader.get(`${base}/notes`);
    expect(notes.status).toBe(200);
    const codes = notes.body.map((note: { code: string }) => note.code);
    const firstNumber = codes.findIndex((code: string) => /^\d/.test(code));
    expect(codes.slice(0, firstNumber).every((code: string) => /^[A-Z]$/.test(code))).toBe(true);
    expect(codes.indexOf("A")).toBeLessThan(codes.indexOf("U"));
    expect(codes).toEqual(expect.arrayContaining(["A", "B", "D", "F", "U"]));
    expect(notes.body.find((note: { code: string }) => note.code === "U").entries).toBeGreaterThan(10);
  });
});
