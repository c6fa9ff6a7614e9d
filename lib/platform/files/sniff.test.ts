import ExcelJS from "exceljs";
import { sniffContentType } from "./sniff";
import { zip } from "@/tests/support/zip";

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part))));

const WORD = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const contentTypes = (main: string, part: string) =>
  `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
  `<Override PartName="/${part}" ContentType="${main}.main+xml"/></Types>`;
const packageRelationships = (part: string) =>
  `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${part}"/></Relationships>`;
const docx = (overrides: Record<string, string | null> = {}, deflate = false) =>
  zip(
    Object.fromEntries(
      Object.entries({
        "[Content_Types].xml": contentTypes(WORD, "word/document.xml"),
        "_rels/.rels": packageRelationships("word/document.xml"),
        "word/document.xml": "<w:document/>",
        ...overrides,
      }).filter((entry): entry is [string, string] => entry[1] !== null),
    ),
    { deflate },
  );
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52];

describe("sniffContentType", () => {
  it.each([
    [bytes("%PDF-1.7\n..."), "x.bin", "application/pdf"],
    [bytes(PNG_HEAD, [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]), "photo.jpg", "image/png"],
    [bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF"), "photo", "image/jpeg"],
    [bytes("GIF89a", [1, 0, 1, 0, 0, 0, 0]), "anim.gif", "image/gif"],
    [docx(), "cert.docx", WORD],
    [docx({}, true), "cert.docx", WORD],
    [
      zip({ mimetype: "application/vnd.oasis.opendocument.text", "content.xml": "<office:document-content/>" }),
      "notes.odt",
      "application/vnd.oasis.opendocument.text",
    ],
    [
      bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], Array(600).fill(0)),
      "old.xls",
      "application/vnd.ms-excel",
    ],
    [Buffer.from("name;value\nØl;1\n", "utf8"), "list.csv", "text/csv; charset=utf-8"],
    [Buffer.from("Førstehjælp\n", "utf8"), "notes.txt", "text/plain; charset=utf-8"],
  ])("recognises %#", async (content, name, expected) => {
    expect(await sniffContentType(content, name)).toEqual({ contentType: expected });
  });

  it.each([
    [bytes("MZ", [0x90, 0]), "report.pdf"],
    [bytes([0x7f], "ELF", [2, 1, 1]), "tool"],
    [bytes("#!/bin/sh\nrm -rf /\n"), "notes.txt"],
    [bytes([0xca, 0xfe, 0xba, 0xbe, 0, 0, 0, 2], Array(40).fill(0)), "universal"],
  ])("calls executables by their name %#", async (content, name) => {
    expect(await sniffContentType(content, name)).toEqual({ refused: "executable" });
  });

  it.each([
    [bytes("<html><script>alert(1)</script></html>"), "page.html"],
    [bytes("PK", [3, 4], "plain zip"), "archive.zip"],
    [bytes([0, 1, 2, 3, 4]), "data.txt"],
    [bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], Array(600).fill(0)), "setup.msi"],
    [Buffer.from("name;value\n\xd8l;1\n", "latin1"), "list.csv"],
  ])("refuses what is not on the allow list %#", async (content, name) => {
    expect(await sniffContentType(content, name)).toEqual({ refused: "not_allowed" });
  });
});

describe("Office Open XML", () => {
  it("recognises a workbook that a real library wrote", async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet("Readings").addRow(["Meter", 42]);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await sniffContentType(content, "readings.xlsx")).toEqual({
      contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    });
  });

  it.each([
    ["a plain ZIP holding the names of a package", zip({ "[Content_Types].xml": "word/", "word/x.txt": "word/" })],
    [
      "a ZIP that only declares a Word main part",
      zip({ "[Content_Types].xml": contentTypes(WORD, "word/document.xml"), "word/": "" }),
    ],
    ["no relationships", docx({ "_rels/.rels": null })],
    ["a main part that is not in the archive", docx({ "word/document.xml": null })],
    ["relationships pointing elsewhere", docx({ "_rels/.rels": packageRelationships("word/other.xml") })],
    [
      "a macro-enabled main part",
      docx({
        "[Content_Types].xml": contentTypes("application/vnd.ms-word.document.macroEnabled", "word/document.xml"),
      }),
    ],
    ["no central directory", docx().subarray(0, docx().lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])))],
    ["a cut-off archive", docx().subarray(0, 200)],
  ])("refuses %s", async (_, content) => {
    expect(await sniffContentType(content, "cert.docx")).toEqual({ refused: "not_allowed" });
  });
});
