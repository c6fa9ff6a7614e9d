// The organization's own safety data sheets (issue "audit-ready", point 10): an organization
// uploads its own sheet per registered product (file, revision date, language, country); the
// sheet's age counts from the newest the organization or the catalogue holds for the country of
// use (list, filter, due items); the newest sheet downloads from the register.
import { db } from "@/lib/platform/db";
import { fileStorage } from "@/lib/platform/files/storage";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { addDays, addMonths } from "@/lib/platform/recurrence/frequency";
import { listDue } from "@/lib/modules/due-sources";
import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { multipart, PDF } from "../../support/uploads";

type Caller = Awaited<ReturnType<typeof as>>;
type Sheet = { status: string; lastRevisionDate: string | null; fileId: string | null; own: boolean };

const today = calendarToday();
const wireDate = (date: Date) => date.toISOString().slice(0, 10);
const CATALOGUE_PDF = Buffer.from("%PDF-1.4\n% the catalogue's sheet\n%%EOF\n", "latin1");

/** A catalogue product whose Danish sheet was revised four years ago (too old), with real bytes. */
async function staleProduct() {
  const storageKey = `own-sheets-catalogue-${Date.now()}`;
  await fileStorage().put(storageKey, CATALOGUE_PDF, "application/pdf");
  const file = await db().storedFile.create({
    data: { name: "Catalogue SDS.pdf", contentType: "application/pdf", size: CATALOGUE_PDF.length, storageKey },
  });
  return db().chemical.create({
    data: {
      tradeName: "Own sheet probe degreaser",
      physicalState: "LIQUID",
      signalWord: "WARNING",
      dangerCode: "YELLOW",
      countries: {
        create: [
          {
            countryAlpha2: "DK",
            safetyDataSheets: {
              create: [{ fileId: file.id, language: "da", lastRevisionDate: addMonths(today, -48) }],
            },
          },
        ],
      },
    },
  });
}

describe("the organization's own safety data sheets", () => {
  let holding: string;
  let editor: Caller;
  let associationId: string;
  const base = () => `/api/v1/organizations/${holding}/chemical-associations/${associationId}`;
  const sheetOf = async (caller = editor): Promise<Sheet> => (await caller.get(base())).body.safetyDataSheet;
  const upload = async (name: string) =>
    (await editor.post(`/api/v1/organizations/${holding}/files`, { raw: multipart(PDF, name) })).body.id as string;

  beforeAll(async () => {
    jest.spyOn(console, "log").mockImplementation(() => {});
    holding = await demo.holding();
    editor = await as("editor@demo.example");
    const chemical = await staleProduct();
    const registered = await editor.post(`/api/v1/organizations/${holding}/chemical-associations`, {
      body: { chemicalId: chemical.id, countryAlpha2: "DK" },
    });
    expect(registered.status).toBe(201);
    associationId = registered.body.id;
  }, 60_000);
  afterAll(() => jest.restoreAllMocks());

  it("flags the catalogue's old sheet, and downloads it from the register", async () => {
    expect(await sheetOf()).toMatchObject({
      status: "STALE",
      own: false,
      lastRevisionDate: wireDate(addMonths(today, -48)),
    });
    const download = await editor.get(`${base()}/safety-data-sheets/current`);
    expect(download.status).toBe(200);
    expect(download.body).toBe(CATALOGUE_PDF.toString("latin1"));
    expect(download.headers.get("content-disposition")).toContain("Catalogue SDS.pdf");
  });

  it("counts the sheet's age from the organization's newer sheet: current, out of the filter and the due items", async () => {
    const fileId = await upload("Supplier SDS 2026.pdf");
    const revised = addMonths(today, -2);
    const answer = await editor.post(`${base()}/safety-data-sheets`, {
      body: { fileId, lastRevisionDate: wireDate(revised), language: "da", countryAlpha2: "DK" },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      file: { id: fileId, name: "Supplier SDS 2026.pdf" },
      language: "da",
      countryAlpha2: "DK",
      lastRevisionDate: wireDate(revised),
      recordedByName: "Erik Editor",
    });
    expect(await sheetOf()).toMatchObject({
      status: "CURRENT",
      own: true,
      fileId,
      lastRevisionDate: wireDate(revised),
    });

    const list = async (status: string) =>
      (
        await editor.get(
          `/api/v1/organizations/${holding}/chemical-associations?q=Own%20sheet%20probe&sdsStatus=${status}`,
        )
      ).body.totalElements;
    expect(await list("CURRENT")).toBe(1);
    expect(await list("STALE")).toBe(0);
    const due = await listDue({
      organizationIds: [holding],
      dueBefore: addDays(today, 31),
      today,
      limit: 500,
    });
    expect(due.some((item) => item.source === "safetyDataSheets" && item.id === associationId)).toBe(false);

    const download = await editor.get(`${base()}/safety-data-sheets/current`);
    expect(download.headers.get("content-disposition")).toContain("Supplier SDS 2026.pdf");
    expect(download.body).toBe(PDF.toString("latin1"));
  });

  it("does not count a sheet for another country than the one of use", async () => {
    const other = await editor.post(`${base()}/safety-data-sheets`, {
      body: {
        fileId: await upload("German SDS.pdf"),
        lastRevisionDate: wireDate(addDays(today, -1)),
        language: "de",
        countryAlpha2: "DE",
      },
    });
    expect(other.status).toBe(201);
    // the Danish sheet of two months ago stays the one that counts
    expect(await sheetOf()).toMatchObject({ lastRevisionDate: wireDate(addMonths(today, -2)) });
    const sheets = (await editor.get(`${base()}/safety-data-sheets`)).body as { countryAlpha2: string }[];
    expect(sheets.map((sheet) => sheet.countryAlpha2)).toEqual(["DE", "DK"]);
  });

  it("refuses what is not a sheet, and changes nothing", async () => {
    const before = await db().ownSafetyDataSheet.count();
    const fileId = await upload("Another.pdf");
    const cases: [Record<string, unknown>, string][] = [
      [
        { fileId, lastRevisionDate: wireDate(addDays(today, 1)), language: "da", countryAlpha2: "DK" },
        "lastRevisionDate",
      ],
      [{ fileId, lastRevisionDate: wireDate(today), language: "xx", countryAlpha2: "DK" }, "language"],
      [{ fileId, lastRevisionDate: wireDate(today), language: "da", countryAlpha2: "QQ" }, "countryAlpha2"],
      [{ lastRevisionDate: wireDate(today), language: "da", countryAlpha2: "DK" }, "fileId"],
    ];
    for (const [body, field] of cases) {
      const answer = await editor.post(`${base()}/safety-data-sheets`, { body });
      expect({ field, status: answer.status }).toEqual({ field, status: 422 });
      expect(Object.keys(answer.body.error.fields)).toContain(field);
    }
    const other = await as("other@demo.example");
    const foreign = (
      await other.post(`/api/v1/organizations/${await demo.other()}/files`, { raw: multipart(PDF, "foreign.pdf") })
    ).body.id;
    const borrowed = await editor.post(`${base()}/safety-data-sheets`, {
      body: { fileId: foreign, lastRevisionDate: wireDate(today), language: "da", countryAlpha2: "DK" },
    });
    expect(borrowed.status).toBe(422);
    expect(await db().ownSafetyDataSheet.count()).toBe(before);
  });

  it("falls back to the catalogue's sheet when the own one is removed, and the history keeps it", async () => {
    const sheets = (await editor.get(`${base()}/safety-data-sheets`)).body as { id: string; countryAlpha2: string }[];
    for (const sheet of sheets) {
      expect((await editor.delete(`${base()}/safety-data-sheets/${sheet.id}`)).status).toBe(204);
    }
    expect(await sheetOf()).toMatchObject({ status: "STALE", own: false });
    const history = await editor.get(`${base()}/history?size=50`);
    const entries = (history.body.content as { entityType: string; action: string }[]).filter(
      (entry) => entry.entityType === "own_safety_data_sheet",
    );
    expect(entries.map((entry) => entry.action).sort()).toEqual(["CREATE", "CREATE", "DELETE", "DELETE"]);
  });

  it("keeps readers to reading and other tenants out", async () => {
    const reader = await as("reader@demo.example");
    const other = await as("other@demo.example");
    expect((await reader.get(`${base()}/safety-data-sheets`)).status).toBe(200);
    expect((await reader.get(`${base()}/safety-data-sheets/current`)).status).toBe(200);
    const body = {
      fileId: await upload("Reader.pdf"),
      lastRevisionDate: wireDate(today),
      language: "da",
      countryAlpha2: "DK",
    };
    expect((await reader.post(`${base()}/safety-data-sheets`, { body })).status).toBe(403);
    expect((await other.get(`${base()}/safety-data-sheets/current`)).status).toBe(404);
    const otherBase = `/api/v1/organizations/${await demo.other()}/chemical-associations/${associationId}`;
    expect((await other.get(`${otherBase}/safety-data-sheets`)).status).toBe(404);
    expect((await other.get(`${otherBase}/safety-data-sheets/current`)).status).toBe(404);
    expect((await other.post(`${otherBase}/safety-data-sheets`, { body })).status).toBe(404);
  });
});
