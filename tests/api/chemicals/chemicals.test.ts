import { db } from "@/lib/platform/db";
import { precautionGaps } from "@/lib/modules/admin/chemicals/precaution-gaps";
import { as } from "../../support/api";
import { multipart, PDF } from "../../support/uploads";

const base = "/api/v1/chemicals";

type Named = { code: string };

async function substanceByCas(cas: string) {
  const reader = await as("reader@demo.example");
  const [row] = (await reader.get(`/api/v1/substances?q=${cas}`)).body.content;
  return row.id as string;
}

async function catalogueStakeholder(name: string) {
  const admin = await as("admin@demo.example");
  return (await admin.post("/api/v1/stakeholders", { body: { name, type: "OTHER" } })).body.id as string;
}

describe("the chemical product catalogue", () => {
  it("answers the label elements the statements require, in the user's language (real products)", async () => {
    const reader = await as("reader@demo.example");
    const acetone = await reader.get(
      `${base}/warnings?hazard_statement_ids=H225,H319,H336&eu_hazard_statement_ids=EUH066`,
    );
    expect(acetone.status).toBe(200);
    expect(acetone.body).toMatchObject({ signalWord: "DANGER", dangerCode: "YELLOW" });
    expect(acetone.body.pictograms.map((row: Named) => row.code)).toEqual(["GHS02", "GHS07"]);
    expect(acetone.body.euHazardStatements).toEqual([
      { id: "EUH066", code: "EUH066", statement: "Repeated exposure may cause skin dryness or cracking." },
    ]);
    // the precautionary statements of CLP Annex I, prevention first, in the asked language
    expect(acetone.body.precautionaryStatements[0]).toEqual({
      id: "P210",
      code: "P210",
      statement: "Keep away from heat, hot surfaces, sparks, open flames and other ignition sources. No smoking.",
    });
    expect(acetone.body.precautionaryStatements.map((row: Named) => row.code)).toEqual(
      expect.arrayContaining(["P305+P351+P338", "P403+P235", "P501"]),
    );
    expect(acetone.body.precautionaryGaps).toEqual([]);
    const diesel = await reader.get(
      `${base}/warnings?hazard_statement_ids=H226&hazard_statement_ids=H304,H315,H332,H351,H373,H411&language=da`,
    );
    expect(diesel.body.pictograms.map((row: Named) => row.code)).toEqual(["GHS02", "GHS07", "GHS08", "GHS09"]);
    expect(diesel.body.pictograms[0].name).toBe("Brandfarlig");
    expect(diesel.body.hazardStatements[0]).toEqual({
      id: "H226",
      code: "H226",
      statement: "Brandfarlig væske og damp.",
    });
    expect(diesel.body.precautionaryStatements).toContainEqual({
      id: "P331",
      code: "P331",
      statement: "Fremkald IKKE opkastning.",
    });
    // skin irritation's table is not in the data, and acute toxicity by inhalation is read in part
    expect(diesel.body.precautionaryGaps).toEqual([
      { code: "H315", reason: "NO_TABLE" },
      { code: "H332", reason: "PARTLY_READ" },
    ]);
    const none = await reader.get(`${base}/warnings`);
    expect(none.body).toMatchObject({
      pictograms: [],
      signalWord: "NORMAL",
      dangerCode: "GREEN",
      precautionaryStatements: [],
      precautionaryGaps: [],
      precautionaryDoubts: [],
    });
    // CLP's bracketed instructions to the label's writer are not printed: the generic statement is
    const organs = await reader.get(`${base}/warnings?hazard_statement_ids=H370&language=da`);
    expect(organs.body.hazardStatements).toEqual([{ id: "H370", code: "H370", statement: "Forårsager organskader." }]);
    const statementList = await reader.get("/api/v1/hazard-statements?kind=H&q=H370");
    expect(statementList.status).toBe(200);
    expect(JSON.stringify(statementList.body)).not.toMatch(/[<>]/);
    // corrosive to metals (CLP Table 2.16.2), one of the tables added from the CSV, in Danish
    const rustRemover = await reader.get(`${base}/warnings?hazard_statement_ids=H290&language=da`);
    expect(rustRemover.body.precautionaryStatements.map((row: Named) => row.code)).toEqual(["P234", "P390", "P406"]);
    expect(rustRemover.body.precautionaryGaps).toEqual([]);
    // an explosive of division 1.4: the reading of its response row is in doubt, and says so
    const fireworks = await reader.get(`${base}/warnings?hazard_statement_ids=H204`);
    expect(fireworks.body.precautionaryDoubts.map((row: { code: string }) => row.code).sort()).toEqual([
      "P370+P372+P380+P373",
      "P370+P380+P375",
    ]);
  });

  it("lets a maintainer create a product from substances with a safety data sheet; label and danger code are derived", async () => {
    const admin = await as("admin@demo.example");
    const producer = await catalogueStakeholder("Kemi-Producenten A/S");
    const supplier = await catalogueStakeholder("Nordisk Kemikalie Grossist ApS");
    const acetone = await substanceByCas("67-64-1");
    const sds = await admin.post(`${base}/files`, { raw: multipart(PDF, "Acetone SDS (da).pdf") });
    expect(sds.status).toBe(201);
    const created = await admin.post(base, {
      body: {
        trade_name: "Acetone technical 99.5 %",
        producer_id: producer,
        physical_state: "LIQUID",
        supplies: [{ supplier_id: supplier, article_number: "AC-1000" }],
        substances: [{ substance_id: acetone, concentration_min: 99.5, concentration_max: 100 }],
        hazard_statement_ids: ["H225", "H319", "H336"],
        eu_hazard_statement_ids: ["EUH066"],
        precautionary_statement_ids: ["P210", "P233", "P305+P351+P338"],
        countries_data: [
          {
            country_alpha2: "dk",
            storage_class: "3",
            water_hazard_class: "1",
            safety_data_sheets: [{ file_id: sds.body.id, language: "da", last_revision_date: "2024-03-01" }],
          },
        ],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      tradeName: "Acetone technical 99.5 %",
      producer: { id: producer, name: "Kemi-Producenten A/S" },
      supplies: [{ articleNumber: "AC-1000", supplier: { id: supplier } }],
      substances: [{ concentrationMin: 99.5, concentrationMax: 100, substance: { casNumber: "67-64-1" } }],
      signalWord: "DANGER",
      dangerCode: "YELLOW",
      derivedDangerCode: "YELLOW",
      dangerCodeRaisedTo: null,
      countriesData: [
        {
          countryAlpha2: "DK",
          storageClass: { code: "3" },
          waterHazardClass: { code: "1" },
          safetyDataSheets: [{ language: "da", lastRevisionDate: "2024-03-01", file: { id: sds.body.id } }],
        },
      ],
    });
    expect(created.body.pictograms.map((row: Named) => row.code)).toEqual(["GHS02", "GHS07"]);
    expect(created.body.precautionaryStatements.map((row: Named) => row.code)).toEqual([
      "P210",
      "P233",
      "P305+P351+P338",
    ]);

    const lowered = await admin.put(`${base}/${created.body.id}`, {
      body: {
        trade_name: "Acetone technical 99.5 %",
        physical_state: "LIQUID",
        hazard_statement_ids: ["H225", "H319"],
        danger_code: "GREEN",
      },
    });
    expect(lowered.status).toBe(422);
    expect(lowered.body.error.fields.dangerCode).toBe(
      "The product's hazards make it Yellow; it may be raised, not lowered",
    );
    const raised = await admin.put(`${base}/${created.body.id}`, {
      body: {
        trade_name: "Acetone technical 99.5 %",
        physical_state: "LIQUID",
        substances: [{ substance_id: acetone, concentration_max: 100 }],
        hazard_statement_ids: ["H225", "H319", "H336"],
        danger_code: "RED",
        last_modified_date: created.body.lastModifiedDate,
      },
    });
    expect(raised.status).toBe(200);
    expect(raised.body).toMatchObject({
      dangerCode: "RED",
      derivedDangerCode: "YELLOW",
      dangerCodeRaisedTo: "RED",
      countriesData: [],
    });
    const stale = await admin.put(`${base}/${created.body.id}`, {
      body: { trade_name: "Stale", physical_state: "LIQUID", last_modified_date: created.body.lastModifiedDate },
    });
    expect(stale.status).toBe(409);
  });

  it("refuses unknown links and bad values, writing nothing", async () => {
    const admin = await as("admin@demo.example");
    const before = await db().chemical.count();
    const acetone = await substanceByCas("67-64-1");
    const organization = await db().organization.findFirstOrThrow({ select: { id: true } });
    const ownStakeholder = await db().stakeholder.create({
      data: { organizationId: organization.id, name: "An organization's own", type: "OTHER" },
    });
    const cases = [
      [{ producer_id: ownStakeholder.id }, "producerId"],
      [{ substances: [{ substance_id: "00000000-0000-4000-8000-000000000000" }] }, "substances.0.substanceId"],
      [
        { substances: [{ substance_id: acetone, concentration_min: 50, concentration_max: 10 }] },
        "substances.0.concentrationMax",
      ],
      [{ hazard_statement_ids: ["H225", "P210"] }, "hazardStatementIds"],
      [{ countries_data: [{ country_alpha2: "DK", storage_class: "9" }] }, "countriesData.0.storageClass"],
      [{ countries_data: [{ country_alpha2: "DK", water_hazard_class: "WGK 4" }] }, "countriesData.0.waterHazardClass"],
      [{ un_number: "UN 109" }, "unNumber"],
      // four digits, but no entry of ADR Table A
      [{ un_number: "0000" }, "unNumber"],
    ] as const;
    for (const [body, field] of cases) {
      const answer = await admin.post(base, { body: { trade_name: "Bad", physical_state: "LIQUID", ...body } });
      expect([answer.status, Object.keys(answer.body.error.fields ?? {})]).toEqual([422, [field]]);
    }
    expect(await db().chemical.count()).toBe(before);
    const manager = await as("manager@demo.example");
    expect((await manager.post(base, { body: { trade_name: "Not mine", physical_state: "SOLID" } })).status).toBe(403);
    expect((await manager.post(`${base}/files`, { raw: multipart(PDF, "x.pdf") })).status).toBe(403);
  });

  it("finds the restrictions and SVHC listings of a product's substances, with thresholds", async () => {
    const admin = await as("admin@demo.example");
    const lead = await substanceByCas("7439-92-1");
    const formaldehyde = await substanceByCas("50-00-0");
    const acetone = await substanceByCas("67-64-1");
    const product = await admin.post(base, {
      body: {
        trade_name: "Lead solder paste with formaldehyde resin",
        physical_state: "SOLID",
        substances: [
          { substance_id: lead, concentration_max: 60 },
          { substance_id: formaldehyde, concentration_max: 0.05 },
          { substance_id: acetone, concentration_max: 5 },
        ],
        hazard_statement_ids: ["H360FD", "H410"],
      },
    });
    expect(product.status).toBe(201);
    expect(product.body).toMatchObject({ dangerCode: "RED", restrictedOrSvhc: true });
    const hits = await admin.get(`${base}/${product.body.id}/restrictions`);
    expect(hits.status).toBe(200);
    const summary = hits.body.map(
      (hit: {
        kind: string;
        entryNo: string | null;
        substance: { casNumber: string };
        reachesThreshold: boolean | null;
      }) => [hit.kind, hit.entryNo, hit.substance.casNumber, hit.reachesThreshold],
    );
    expect(summary).toEqual(
      expect.arrayContaining([
        ["ANNEX_XVII", "63", "7439-92-1", null],
        ["ANNEX_XVII", "30", "7439-92-1", true],
        ["SVHC", null, "7439-92-1", true],
        ["ANNEX_XVII", "28", "50-00-0", false],
      ]),
    );
    expect(summary.some((row: unknown[]) => row[2] === "67-64-1")).toBe(false);
    expect(hits.body[0].url).toMatch(/^https:\/\/echa\.europa\.eu\//);
  });

  it("lists and searches products", async () => {
    const admin = await as("admin@demo.example");
    await admin.post(base, {
      body: { trade_name: "Hydraulic oil HLP 46", physical_state: "LIQUID", hazard_statement_ids: ["H412"] },
    });
    const reader = await as("reader@demo.example");
    const found = await reader.get(`${base}?q=hydraulic`);
    expect(found.status).toBe(200);
    expect(found.body.content).toEqual([
      expect.objectContaining({ tradeName: "Hydraulic oil HLP 46", dangerCode: "YELLOW", signalWord: "NORMAL" }),
    ]);
    const yellow = await reader.get(`${base}?danger_code=YELLOW&size=100`);
    expect(yellow.body.content.every((row: { dangerCode: string }) => row.dangerCode === "YELLOW")).toBe(true);
  });

  it("exports the search's products as CSV and XLSX, pictograms and words in the user's language", async () => {
    const admin = await as("admin@demo.example");
    const created = await admin.post(base, {
      body: { trade_name: "Export check thinner", physical_state: "LIQUID", hazard_statement_ids: ["H225", "H336"] },
    });
    expect(created.status).toBe(201);
    const danish = await as("limited@demo.example"); // a Danish-speaking account
    const csv = await danish.get(`${base}?format=csv&q=export%20check`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-disposition")).toMatch(/filename="kemikalier \d{4}-\d{2}-\d{2}\.csv"/);
    const [heading, ...rows] = csv.body.trim().split(/\r?\n/);
    expect(heading).toBe("Handelsnavn,Producent,Piktogrammer,Signalord,Farekode,Sidst ændret");
    expect(rows).toEqual([expect.stringMatching(/^Export check thinner,,"GHS02 [^,]+, GHS07 [^,]+",Fare,Gul,/)]);
    const xlsx = await danish.get(`${base}?format=xlsx&q=export%20check`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get("content-type")).toContain("spreadsheetml");
  });

  it("lists the CLP tables the reference data lacks with the products they concern, marked once entered from the SDS", async () => {
    const admin = await as("admin@demo.example");
    const product = (tradeName: string, physicalState: string, codes: string[], fromSds?: boolean) =>
      admin.post(base, {
        body: {
          trade_name: tradeName,
          physical_state: physicalState,
          hazard_statement_ids: codes,
          ...(fromSds === undefined ? {} : { precautions_from_sds: fromSds }),
        },
      });
    const drain = await product("Gap drain cleaner granules", "SOLID", ["H290", "H314"]);
    const peroxide = await product("Gap oxidising liquid", "LIQUID", ["H272"]);
    const pellets = await product("Gap oxidising pellets", "SOLID", ["H272", "H360Fd"], true);
    expect([drain.status, peroxide.status, pellets.status]).toEqual([201, 201, 201]);
    expect(drain.body.precautionsFromSds).toBe(false);
    expect(pellets.body.precautionsFromSds).toBe(true);

    const gaps = await precautionGaps();
    const names = (section: string) =>
      gaps
        .filter((gap) => gap.section === section)
        .flatMap((gap) => gap.products)
        .filter((entry) => entry.tradeName.startsWith("Gap "))
        .map((entry) => [entry.tradeName, entry.fromSds]);
    // skin corrosion's table is missing; corrosive to metals (H290) is in the data and is no gap
    expect(gaps.find((gap) => gap.section === "3.2")).toMatchObject({
      hazardStatements: ["H314", "H315"],
      kinds: ["prevention", "response", "storage", "disposal"],
    });
    expect(names("3.2")).toEqual([["Gap drain cleaner granules", false]]);
    expect(gaps.some((gap) => gap.section === "2.16")).toBe(false);
    // the oxidising solids' table concerns solids only; H360Fd is read as H360
    expect(names("2.14")).toEqual([["Gap oxidising pellets", true]]);
    expect(names("3.7")).toEqual([["Gap oxidising pellets", true]]);
    // acute toxicity by inhalation was read but for its storage and disposal
    expect(gaps.filter((gap) => gap.section === "3.1").map((gap) => gap.kinds)).toEqual(
      Array(4).fill(["storage", "disposal"]),
    );

    // entered from the sheet: the maintainer marks it on the product, and the list says so
    const marked = await admin.put(`${base}/${drain.body.id}`, {
      body: {
        trade_name: "Gap drain cleaner granules",
        physical_state: "SOLID",
        hazard_statement_ids: ["H290", "H314"],
        precautionary_statement_ids: ["P260", "P280", "P301+P330+P331"],
        precautions_from_sds: true,
      },
    });
    expect(marked.status).toBe(200);
    expect(
      (await precautionGaps())
        .find((gap) => gap.section === "3.2")!
        .products.find((entry) => entry.id === drain.body.id),
    ).toMatchObject({ fromSds: true });
    // a mark that is not yes or no is refused, naming the field
    const refused = await admin.put(`${base}/${drain.body.id}`, {
      body: { trade_name: "Gap drain cleaner granules", physical_state: "SOLID", precautions_from_sds: "yes" },
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.error.fields)).toEqual(["precautionsFromSds"]);
  });

  it("keeps a product's UN number from its safety data sheet as ADR Table A's four digits, and its history says so", async () => {
    const admin = await as("admin@demo.example");
    const created = await admin.post(base, {
      body: { trade_name: "Acetone technical", physical_state: "LIQUID", un_number: "UN 1090" },
    });
    expect(created.status).toBe(201);
    expect(created.body.unNumber).toBe("1090");
    const cleared = await admin.put(`${base}/${created.body.id}`, {
      body: {
        trade_name: "Acetone technical",
        physical_state: "LIQUID",
        un_number: "",
        last_modified_date: created.body.lastModifiedDate,
      },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.unNumber).toBeNull();
    // the audit trail keeps the number that was cleared
    const updates = await db().auditEntry.findMany({
      where: { entityId: created.body.id, action: "UPDATE" },
      select: { changes: true },
    });
    expect(updates.map((entry) => (entry.changes as Record<string, unknown>).unNumber)).toContainEqual({
      before: "1090",
      after: null,
    });
  });
});
