// A handler's statement imported as registrations: the handler's own headings mapped once and
// remembered, a preview with row errors that writes nothing, rows of a day as one registration,
// units converted within a mass or a volume, and all rows or none.
import ExcelJS from "exceljs";
import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { multipart } from "../../support/uploads";
import { db } from "@/lib/platform/db";

type Caller = Awaited<ReturnType<typeof as>>;

const csv = (lines: string[]) => Buffer.from(`${lines.join("\r\n")}\r\n`, "utf8");

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Opgørelse");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const typeId = async (code: string) => (await db().wasteType.findUniqueOrThrow({ where: { code } })).id;

async function handlerWithArrangements(caller: Caller, organizationId: string, name: string) {
  const base = `/api/v1/organizations/${organizationId}/waste-handler-associations`;
  const handler = await caller.post(base, { body: { stakeholder: { name, type: "SUPPLIER" } } });
  expect(handler.status).toBe(201);
  const at = `${base}/${handler.body.id}`;
  const arrange = async (body: Record<string, unknown>) => (await caller.post(`${at}/arrangements`, { body })).body;
  const cardboard = await arrange({
    name: "Pap og karton",
    waste_type_id: await typeId("15 01 01"),
    treatment_code: "R3",
    registration_unit: "TONNE",
  });
  const oil = await arrange({
    name: "Spildolie",
    waste_type_id: await typeId("13 02 05"),
    treatment_code: "R9",
    registration_unit: "LITRE",
    density_kg_per_m3: "900",
  });
  return { at, handlerId: handler.body.id as string, cardboard, oil };
}

describe("importing a handler's statement", () => {
  let editor: Caller;
  let holding: string;
  let setUp: Awaited<ReturnType<typeof handlerWithArrangements>>;
  const registrations = () => db().wasteBulkRegistration.count({ where: { associationId: setUp.handlerId } });
  const send = (file: Buffer, name: string, fields: Record<string, string>) =>
    editor.post(`${setUp.at}/bulk-registrations/imports`, { raw: multipart(file, name, fields) });

  // the handler's own statement: its headings, Danish numbers and dates, kg where the arrangement has t
  const statement = [
    "Afhentet;Fraktion;Vægt;Enhed;Kommentar",
    "31.01.2024;Pap og karton;1.250,5;kg;Vejeseddel 4411",
    "31.01.2024;15 01 01;500;kg;",
    "29-02-2024;Spildolie;1,2;m3;",
    "29-02-2024;Pap og karton;0,8;t;",
  ];
  const mapping = {
    performedAt: "Afhentet",
    arrangement: "Fraktion",
    quantity: "Vægt",
    unit: "Enhed",
    note: "Kommentar",
  };

  beforeAll(async () => {
    editor = await as("editor@demo.example");
    holding = await demo.holding();
    setUp = await handlerWithArrangements(editor, holding, "Statement Recycling A/S");
  });

  it("previews the rows with the mapping given, names each row's errors, and writes nothing", async () => {
    const bad = [...statement, "2024-13-01;Glas;-3;kg;", "2024-03-01;Spildolie;5;t;"];
    const preview = await send(csv(bad), "opgorelse.csv", { mapping: JSON.stringify(mapping) });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      totalRows: 6,
      validRows: 4,
      invalidRows: 2,
      headings: ["Afhentet", "Fraktion", "Vægt", "Enhed", "Kommentar"],
      mapping,
    });
    expect(preview.body.rows[0]).toEqual({
      row: 2,
      values: {
        performedAt: "31.01.2024",
        arrangement: "Pap og karton",
        quantity: "1.250,5",
        unit: "kg",
        note: "Vejeseddel 4411",
      },
    });
    expect(Object.keys(preview.body.rows[4].errors).sort()).toEqual(["arrangement", "performedAt", "quantity"]);
    expect(preview.body.rows[4].errors.arrangement).toContain("Glas");
    // litres are a volume: a quantity in tonnes cannot become one
    expect(Object.keys(preview.body.rows[5].errors)).toEqual(["unit"]);

    const refused = await send(csv(bad), "opgorelse.csv", { mapping: JSON.stringify(mapping), confirm: "true" });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe("import_invalid");
    expect(Object.keys(refused.body.error.fields).sort()).toEqual([
      "rows.6.arrangement",
      "rows.6.performedAt",
      "rows.6.quantity",
      "rows.7.unit",
    ]);
    expect(await registrations()).toBe(0);
    // nothing remembered from a refused import either
    expect(
      (await db().wasteHandlerAssociation.findUniqueOrThrow({ where: { id: setUp.handlerId } })).importMapping,
    ).toBeNull();
  });

  it("refuses a mapping that names headings the sheet lacks, and a sheet whose columns are not found", async () => {
    const wrong = await send(csv(statement), "opgorelse.csv", {
      mapping: JSON.stringify({ ...mapping, quantity: "Mængde" }),
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.fields).toEqual({ "mapping.quantity": "The statement has no heading “Mængde”" });
    const unreadable = await send(csv(statement), "opgorelse.csv", { mapping: "{not json" });
    expect(unreadable.status).toBe(422);
    expect(Object.keys(unreadable.body.error.fields)).toEqual(["mapping"]);
    // in the person's language
    expect((await editor.patch("/api/v1/user", { body: { language: "da" } })).status).toBe(200);
    try {
      const danish = await send(csv(statement), "opgorelse.csv", {
        mapping: JSON.stringify({ ...mapping, quantity: "Mængde" }),
      });
      expect(danish.body.error.message).toBe("Kolonnernes tilknytning passer ikke til opgørelsen");
      expect(danish.body.error.fields).toEqual({ "mapping.quantity": "Opgørelsen har ingen overskrift “Mængde”" });
    } finally {
      await editor.patch("/api/v1/user", { body: { language: "en" } });
    }
    // no mapping given or remembered: the handler's headings are not the import's own; the preview
    // offers them for the mapping, and a confirmation is refused
    const unmapped = await send(csv(statement), "opgorelse.csv", {});
    expect(unmapped.status).toBe(200);
    expect(unmapped.body).toMatchObject({
      totalRows: 4,
      validRows: 0,
      rows: [],
      headings: ["Afhentet", "Fraktion", "Vægt", "Enhed", "Kommentar"],
      missingColumns: ["performedAt", "arrangement", "quantity"],
    });
    const refused = await send(csv(statement), "opgorelse.csv", { confirm: "true" });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields.file).toContain("performedAt");
    expect(await registrations()).toBe(0);
  });

  it("registers every row, a registration per day, and remembers the mapping for the next statement", async () => {
    const done = await send(csv(statement), "opgorelse.csv", { mapping: JSON.stringify(mapping), confirm: "true" });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ created: 4, mapping });
    const written = await db().wasteBulkRegistration.findMany({
      where: { associationId: setUp.handlerId },
      orderBy: { performedAt: "asc" },
      select: { performedAt: true, note: true, lines: { select: { arrangementId: true, quantity: true } } },
    });
    expect(written.map((registration) => registration.performedAt.toISOString().slice(0, 10))).toEqual([
      "2024-01-31",
      "2024-02-29",
    ]);
    // 1,250.5 kg and 500 kg of the same arrangement on one day: 1.751 t (to the kilogram)
    expect(written[0].lines.map((line) => [line.arrangementId, line.quantity.toString()])).toEqual([
      [setUp.cardboard.id, "1.751"],
    ]);
    expect(written[0].note).toBe("Vejeseddel 4411");
    expect(Object.fromEntries(written[1].lines.map((line) => [line.arrangementId, line.quantity.toString()]))).toEqual({
      [setUp.cardboard.id]: "0.8",
      [setUp.oil.id]: "1200",
    });
    const handler = await db().wasteHandlerAssociation.findUniqueOrThrow({ where: { id: setUp.handlerId } });
    expect(handler.importMapping).toEqual(mapping);

    // the next statement, as XLSX with real dates and numbers: read through the remembered mapping
    const next = await xlsx([
      ["Afhentet", "Fraktion", "Vægt", "Enhed"],
      [new Date(Date.UTC(2024, 2, 28)), "Spildolie", 800, "L"],
    ]);
    const preview = await send(next, "marts.xlsx", {});
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      validRows: 1,
      invalidRows: 0,
      mapping: { performedAt: "Afhentet", arrangement: "Fraktion", quantity: "Vægt", unit: "Enhed" },
    });
    expect(preview.body.rows[0].values).toMatchObject({ performedAt: "2024-03-28", quantity: "800" });
    const imported = await send(next, "marts.xlsx", { confirm: "true" });
    expect(imported.status).toBe(200);
    expect(await registrations()).toBe(3);
  });

  it("refuses the whole statement when an arrangement was archived since the preview", async () => {
    const { at, handlerId, cardboard } = await handlerWithArrangements(editor, holding, "Refused Statement A/S");
    const count = () => db().wasteBulkRegistration.count({ where: { associationId: handlerId } });
    const sheet = csv(["Date;Arrangement;Quantity", "2024-01-10;Pap og karton;2", "2024-02-10;Spildolie;300"]);
    const preview = await editor.post(`${at}/bulk-registrations/imports`, { raw: multipart(sheet, "s.csv") });
    expect(preview.body).toMatchObject({ validRows: 2, invalidRows: 0 });
    // between the preview and the confirmation someone archives the cardboard arrangement
    await db().wasteArrangement.update({ where: { id: cardboard.id }, data: { archivedDate: new Date() } });
    const confirmed = await editor.post(`${at}/bulk-registrations/imports`, {
      raw: multipart(sheet, "s.csv", { confirm: "true" }),
    });
    expect(confirmed.status).toBe(422);
    expect(Object.keys(confirmed.body.error.fields)).toEqual(["rows.2.arrangement"]);
    expect(await count()).toBe(0);
  });

  it("keeps to the organization's own handlers", async () => {
    const other = await as("other@demo.example");
    const answer = await other.post(
      `/api/v1/organizations/${await demo.other()}/waste-handler-associations/${setUp.handlerId}/bulk-registrations/imports`,
      { raw: multipart(csv(statement), "s.csv", { mapping: JSON.stringify(mapping) }) },
    );
    expect(answer.status).toBe(404);
  });
});
