import { db } from "@/lib/platform/db";
import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { multipart } from "../../support/uploads";

type Caller = Awaited<ReturnType<typeof as>>;
type PreviewRow = { row: number; errors?: Record<string, string> };

const imports = (orgId: string) => `/api/v1/organizations/${orgId}/chemical-associations/imports`;
const sheet = (text: string, confirm = false) => ({
  raw: multipart(Buffer.from(text), "register.csv", confirm ? { confirm: "true" } : {}),
});

describe("importing an existing chemical register", () => {
  let holding: string;
  let editor: Caller;
  let reader: Caller;

  beforeAll(async () => {
    holding = await demo.holding();
    [editor, reader] = await Promise.all([as("editor@demo.example"), as("reader@demo.example")]);
    const [brenntag, wurth] = await Promise.all(
      ["Brenntag Nordic A/S", "Würth Danmark A/S"].map((name) =>
        db().stakeholder.create({ data: { name, type: "SUPPLIER" } }),
      ),
    );
    // two products share a trade name: the producer tells them apart
    for (const producer of [brenntag, wurth]) {
      await db().chemical.create({
        data: {
          tradeName: "Acetone technical",
          producerId: producer.id,
          physicalState: "LIQUID",
          signalWord: "DANGER",
          dangerCode: "YELLOW",
          supplies: { create: [{ supplierId: producer.id, sortOrder: 0 }] },
        },
      });
    }
    await db().chemical.create({
      data: { tradeName: "Hydraulic oil HLP 46", physicalState: "LIQUID", signalWord: "NORMAL", dangerCode: "GREEN" },
    });
    await db().area.createMany({
      data: ["Production hall", "Chemical store"].map((name) => ({ organizationId: holding, name })),
    });
  });

  it("previews every row with its errors by column and writes nothing", async () => {
    const answer = await editor.post(
      imports(holding),
      sheet(
        [
          "Product;Producer;Supplier;Purpose;Amount;Unit;Used in;Stored in",
          "Acetone technical;Brenntag Nordic A/S;Brenntag Nordic A/S;Cleaning;25,5;L;Production hall;Chemical store",
          "Acetone technical;;;Cleaning;;;;",
          "Unknown cleaner;;;;;;;",
          "Hydraulic oil HLP 46;;;Presses;400;barrels;Hall 9;",
        ].join("\n"),
      ),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ totalRows: 4, validRows: 1, invalidRows: 3 });
    const errors = Object.fromEntries(
      (answer.body.rows as PreviewRow[]).map((row) => [row.row, Object.keys(row.errors ?? {}).sort()]),
    );
    expect(errors).toEqual({ 2: [], 3: ["producer"], 4: ["product"], 5: ["unit", "useAreas"] });
    expect(await db().chemicalAssociation.count({ where: { organizationId: holding } })).toBe(0);
  });

  it("refuses the whole sheet while a row has errors, and registers every row once it has none", async () => {
    const bad = await editor.post(
      imports(holding),
      sheet("Product,Purpose\nAcetone technical,Cleaning\nHydraulic oil HLP 46,Presses\n", true),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.error.code).toBe("import_invalid");
    expect(bad.body.error.fields).toHaveProperty(["rows.2.producer"]);
    expect(await db().chemicalAssociation.count({ where: { organizationId: holding } })).toBe(0);

    const good = await editor.post(
      imports(holding),
      sheet(
        [
          "Product,Producer,Supplier,Purpose,Amount,Unit,Used in,Stored in",
          'Acetone technical,Würth Danmark A/S,Würth Danmark A/S,Cleaning of tools,"12,5",l,"Production hall, Chemical store",Chemical store',
          "Hydraulic oil HLP 46,,,Presses,400,L,,",
        ].join("\n"),
        true,
      ),
    );
    expect(good.status).toBe(200);
    expect(good.body).toEqual({ created: 2 });
    const list = await reader.get(`/api/v1/organizations/${holding}/chemical-associations?size=10`);
    expect(list.body.content).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: "Acetone technical",
          purpose: "Cleaning of tools",
          amount: "12.5",
          amountUnit: "L",
          supplier: expect.objectContaining({ name: "Würth Danmark A/S" }),
          useAreas: [
            expect.objectContaining({ name: "Chemical store" }),
            expect.objectContaining({ name: "Production hall" }),
          ],
          storageAreas: [expect.objectContaining({ name: "Chemical store" })],
        }),
        expect.objectContaining({ name: "Hydraulic oil HLP 46", amount: "400" }),
      ]),
    );
  });

  it("refuses a sheet that registers a product again where it is registered, naming the row, and writes nothing", async () => {
    const before = await db().chemicalAssociation.count({ where: { organizationId: holding } });
    // the hydraulic oil is registered without areas (the whole organization) by the sheet before
    const again = await editor.post(
      imports(holding),
      sheet("Product,Purpose,Used in\nHydraulic oil HLP 46,Lifts,Production hall\n", true),
    );
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: "import_conflict",
      fields: { "rows.2.chemicalId": expect.any(String) },
    });
    // twice in one sheet, in one place: the second row is the duplicate
    const twice = await editor.post(
      imports(holding),
      sheet(
        [
          "Product,Producer,Purpose,Used in",
          "Acetone technical,Brenntag Nordic A/S,Wiping,Production hall",
          "Acetone technical,Brenntag Nordic A/S,Degreasing,Production hall",
        ].join("\n"),
        true,
      ),
    );
    expect(twice.status).toBe(409);
    expect(twice.body.error.fields).toHaveProperty(["rows.3.chemicalId"]);
    expect(await db().chemicalAssociation.count({ where: { organizationId: holding } })).toBe(before);
  });

  it("names in the preview the rows the import would refuse as registered already, before anyone confirms", async () => {
    const preview = await editor.post(
      imports(holding),
      sheet(
        [
          "Product,Producer,Purpose,Used in",
          "Hydraulic oil HLP 46,,Lifts,Production hall",
          "Acetone technical,Würth Danmark A/S,Wiping,Chemical store",
          "Acetone technical,Brenntag Nordic A/S,Wiping,Chemical store",
          "Acetone technical,Brenntag Nordic A/S,Degreasing,Chemical store",
        ].join("\n"),
      ),
    );
    expect(preview.status).toBe(200);
    const rows = preview.body.rows as PreviewRow[];
    // registered for the whole organization by an earlier import
    expect(rows[0].errors?.product).toBe(
      "Hydraulic oil HLP 46 is registered already for the whole organization: open that registration instead.",
    );
    // Würth's acetone is kept in the chemical store already
    expect(rows[1].errors?.product).toBe(
      "Acetone technical is registered already in Chemical store: open that registration instead.",
    );
    // Brenntag's is new; the sheet's second row of it meets its first in the chemical store
    expect(rows[2].errors).toBeUndefined();
    expect(rows[3].errors?.product).toBe(
      "Acetone technical is registered already in Chemical store: open that registration instead.",
    );
  });

  it("is for editors only", async () => {
    const answer = await reader.post(imports(holding), sheet("Product\nHydraulic oil HLP 46\n"));
    expect(answer.status).toBe(403);
  });
});
