import { crc32 } from "node:zlib";
import { sanitizeFileName, sniffContentType } from "./sniff";

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part))));

/** A ZIP archive of uncompressed entries, local headers only (as a reader that streams sees them). */
function zip(entries: Record<string, string>): Buffer {
  return Buffer.concat(
    Object.entries(entries).flatMap(([name, text]) => {
      const data = Buffer.from(text, "utf8");
      const header = Buffer.alloc(30);
      header.writeUInt32LE(0x04034b50, 0);
      header.writeUInt16LE(20, 4); // version needed
      header.writeUInt32LE(crc32(data), 14);
      header.writeUInt32LE(data.length, 18);
      header.writeUInt32LE(data.length, 22);
      header.writeUInt16LE(Buffer.byteLength(name), 26);
      return [header, Buffer.from(name, "utf8"), data];
    }),
  );
}

const contentTypes = (main: string) =>
  `<?xml version="1.0"?><Types><Override PartName="/main.xml" ContentType="${main}.main+xml"/></Types>`;
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52];

describe("sniffContentType", () => {
  it.each([
    [bytes("%PDF-1.7\n..."), "x.bin", "application/pdf"],
    [bytes(PNG_HEAD, [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]), "photo.jpg", "image/png"],
    [bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF"), "photo", "image/jpeg"],
    [bytes("GIF89a", [1, 0, 1, 0, 0, 0, 0]), "anim.gif", "image/gif"],
    [
      zip({
        "[Content_Types].xml": contentTypes("application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
        "word/document.xml": "<w:document/>",
      }),
      "cert.docx",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
    [
      zip({
        "[Content_Types].xml": contentTypes("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
        "xl/workbook.xml": "<workbook/>",
      }),
      "a.xlsx",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ],
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

describe("sanitizeFileName", () => {
  it.each([
    ["../../etc/passwd", "passwd"],
    ["C:\\Users\\a\\cert.pdf", "cert.pdf"],
    ['bad"name<>|?.pdf', "badname.pdf"],
    ["...hidden", "hidden"],
    ["", "file"],
    ["Førstehjælp – bevis.pdf", "Førstehjælp – bevis.pdf"],
  ])("%s → %s", (input, expected) => expect(sanitizeFileName(input)).toBe(expected));
});
