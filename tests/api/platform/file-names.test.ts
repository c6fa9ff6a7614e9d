// File names and types: the name's extension agrees with what the bytes are, programs, scripts and
// web pages are refused by name, renames are cleaned like upload names, and Office files must be
// real packages.
import ExcelJS from "exceljs";
import { db } from "@/lib/platform/db";
import { zip } from "../../support/zip";
import { as } from "../../support/api";
import { demo } from "../../support/demo";
import { multipart, PDF, PNG } from "../../support/uploads";

const base = (orgId: string) => `/api/v1/organizations/${orgId}/files`;
// the first request loads the route modules, which takes seconds on a busy machine
jest.setTimeout(30_000);
const downloadName = (disposition: string | null) => /filename="([^"]*)"/.exec(disposition ?? "")?.[1];

describe("file names", () => {
  let holding: string;
  beforeAll(async () => {
    holding = await demo.holding();
  });

  it.each(["invoice.html", "invoice.htm", "logo.svg", "setup.exe", "run.hta", "app.js", "x.exe. ."])(
    "refuses a PDF named %j with 415 and stores nothing",
    async (name) => {
      const editor = await as("editor@demo.example");
      const before = await db().storedFile.count();
      const answer = await editor.post(base(holding), { raw: multipart(PDF, name) });
      expect(answer.status).toBe(415);
      expect(answer.body.error).toMatchObject({ code: "executable_file", fields: { file: expect.any(String) } });
      expect(await db().storedFile.count()).toBe(before);
    },
  );

  it.each([
    ["scan.jpg", "scan.png", PNG],
    ["Certificate", "Certificate.pdf", PDF],
    ["minutes.v2", "minutes.v2.pdf", PDF],
    ["../../report.PDF", "report.PDF", PDF],
  ])("stores and downloads %j as %j", async (sent, stored, content) => {
    const editor = await as("editor@demo.example");
    const created = await editor.post(base(holding), { raw: multipart(content, sent) });
    expect(created.status).toBe(201);
    expect(created.body.name).toBe(stored);
    const download = await editor.get(`${base(holding)}/${created.body.id}/raw`);
    expect(downloadName(download.headers.get("content-disposition"))).toBe(stored);
  });

  it("downloads a file stored under a wrong extension with its type's extension", async () => {
    const editor = await as("editor@demo.example");
    const { body: file } = await editor.post(base(holding), { raw: multipart(PDF, "old.pdf") });
    await db().storedFile.update({ where: { id: file.id }, data: { name: "old upload.html" } });
    const download = await editor.get(`${base(holding)}/${file.id}/raw`);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(downloadName(download.headers.get("content-disposition"))).toBe("old upload.pdf");
  });

  it("cleans a new name like an upload's and keeps the type's extension", async () => {
    const editor = await as("editor@demo.example");
    const { body: file } = await editor.post(base(holding), { raw: multipart(PDF, "a.pdf") });
    const renamed = await editor.put(`${base(holding)}/${file.id}`, {
      body: { name: '../../Report "final"<b>.txt', last_modified_date: file.lastModifiedDate },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe("Report finalb.pdf");
    const plain = await editor.put(`${base(holding)}/${file.id}`, { body: { name: "First aid 2026" } });
    expect(plain.body.name).toBe("First aid 2026.pdf");
  });

  it.each(['../../x"<img onerror=alert(1)>.html', "page.svg", "tool.exe "])(
    "refuses the new name %j with 422 on the name and keeps the old one",
    async (name) => {
      const editor = await as("editor@demo.example");
      const { body: file } = await editor.post(base(holding), { raw: multipart(PDF, "kept.pdf") });
      const answer = await editor.put(`${base(holding)}/${file.id}`, { body: { name } });
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.error.fields)).toEqual(["name"]);
      expect((await editor.get(`${base(holding)}/${file.id}`)).body.name).toBe("kept.pdf");
    },
  );
});

describe("Office files", () => {
  it("accepts a workbook written by a spreadsheet library", async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet("Readings").addRow(["Meter", 42]);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const answer = await (
      await as("editor@demo.example")
    ).post(base(await demo.holding()), {
      raw: multipart(content, "readings.xlsx"),
    });
    expect(answer.status).toBe(201);
    expect(answer.body.contentType).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
  });

  it("refuses a ZIP that only declares a Word document", async () => {
    const fake = zip({
      "[Content_Types].xml":
        '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      "word/": "",
    });
    const answer = await (
      await as("editor@demo.example")
    ).post(base(await demo.holding()), {
      raw: multipart(fake, "contract.docx"),
    });
    expect(answer.status).toBe(415);
    expect(answer.body.error.code).toBe("file_type_not_allowed");
  });
});
