// The security review's hostile spreadsheets, sent to every import: each is refused with what the
// person can act on (the cell, the limit), never with the parser's own words, and writes nothing.
import { db } from "@/lib/platform/db";
import { as } from "../../support/api";
import { demo } from "../../support/demo";
import {
  brokenXml,
  emptyCellFlood,
  lastColumnRows,
  lyingBomb,
  rowFlood,
  stringFlood,
} from "../../support/hostile-sheets";
import { multipart } from "../../support/uploads";

type Caller = Awaited<ReturnType<typeof as>>;

describe("hostile sheets", () => {
  let holding: string;
  let manager: Caller;
  let imports: Record<string, string>;

  beforeAll(async () => {
    holding = await demo.holding();
    manager = await as("manager@demo.example");
    const handler = await manager.post(`/api/v1/organizations/${holding}/waste-handler-associations`, {
      body: { stakeholder: { name: "Hostile sheet recycling", type: "SUPPLIER" } },
    });
    const base = `/api/v1/organizations/${holding}`;
    imports = {
      members: `${base}/members/imports`,
      readings: `${base}/meters/readings/imports`,
      chemicals: `${base}/chemical-associations/imports`,
      waste: `${base}/waste-handler-associations/${handler.body.id}/bulk-registrations/imports`,
    };
  });

  const send = (url: string, file: Buffer) =>
    manager.post(url, { raw: multipart(file, "sheet.xlsx", { confirm: "true" }) });
  const counts = () =>
    Promise.all([
      db().membership.count(),
      db().meterReading.count(),
      db().chemicalAssociation.count(),
      db().wasteBulkRegistration.count(),
    ]);

  it("refuses the review's file (40 rows with a cell in column XFD) at every import, naming the cell", async () => {
    const before = await counts();
    for (const url of Object.values(imports)) {
      const answer = await send(url, lastColumnRows());
      expect(answer.status).toBe(422);
      expect(answer.body.error.fields).toEqual({ file: "cell XFD2 is beyond the 100 columns a sheet may have" });
    }
    expect(await counts()).toEqual(before);
  });

  it.each([
    ["50,000 rows", rowFlood, 422, { file: "at most 5000 rows" }],
    ["half a million empty cells", emptyCellFlood, 422, { file: "at most 100000 cells" }],
    ["a million shared strings", stringFlood, 422, { file: "at most 100000 cells" }],
    ["a part that unpacks to more than it declares", lyingBomb, 413, { file: "at most 50 MB unpacked" }],
  ])("refuses %s", async (_name, file, status, fields) => {
    const answer = await send(imports.readings, file());
    expect(answer.status).toBe(status);
    expect(answer.body.error.fields).toEqual(fields);
  });

  it("answers what the person can act on for a broken file, not the parser's message", async () => {
    const broken = await send(imports.members, brokenXml());
    expect(broken.status).toBe(422);
    expect(broken.body.error).toEqual({
      code: "validation_failed",
      message: "The file cannot be read as a sheet",
      fields: { file: "not a valid XLSX file (row 2)" },
    });
    const csv = await manager.post(imports.members, {
      raw: multipart(Buffer.from('Name,E-mail\n"Anna,a@x.example\n'), "m.csv"),
    });
    expect(csv.body.error.fields).toEqual({ file: "not a valid CSV file (row 2)" });
  });
});
