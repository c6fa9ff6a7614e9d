import { sanitizeFileName, sniffContentType } from "./sniff";

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part))));

describe("sniffContentType", () => {
  it.each([
    [bytes("%PDF-1.7\n..."), "x.bin", "application/pdf"],
    [bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "rest"), "photo.jpg", "image/png"],
    [bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF"), "photo", "image/jpeg"],
    [
      bytes("PK", [3, 4], "....[Content_Types].xml....word/document.xml"),
      "cert.docx",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
    [
      bytes("PK", [3, 4], "....[Content_Types].xml....xl/workbook.xml"),
      "a.xlsx",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ],
    [Buffer.from("name;value\nØl;1\n", "utf8"), "list.csv", "text/csv; charset=utf-8"],
  ])("recognises %#", (content, name, expected) => {
    expect(sniffContentType(content, name)).toEqual({ contentType: expected });
  });

  it.each([
    [bytes("MZ", [0x90, 0]), "report.pdf"],
    [bytes([0x7f], "ELF", [2, 1, 1]), "tool"],
    [bytes("#!/bin/sh\nrm -rf /\n"), "notes.txt"],
  ])("calls executables by their name %#", (content, name) => {
    expect(sniffContentType(content, name)).toEqual({ refused: "executable" });
  });

  it.each([
    [bytes("<html><script>alert(1)</script></html>"), "page.html"],
    [bytes("PK", [3, 4], "plain zip"), "archive.zip"],
    [bytes([0, 1, 2, 3, 4]), "data.txt"],
  ])("refuses what is not on the allow list %#", (content, name) => {
    expect(sniffContentType(content, name)).toEqual({ refused: "not_allowed" });
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
