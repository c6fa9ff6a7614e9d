// XLSX files written part by part, for the sheet reader's limits: the smallest package a
// spreadsheet program opens, with any worksheet XML, and the hostile files of the security review
// (cells in the last column, floods of rows, cells and strings, an archive that lies about its sizes).
import { zip } from "./zip";

const SPREADSHEET = "application/vnd.openxmlformats-officedocument.spreadsheetml";
const RELATIONSHIPS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

/** An XLSX package around one worksheet's `<sheetData>` content and the shared strings given. */
export function xlsxPackage(sheetData: string, strings: string[] = [], options: { sharedStrings?: string } = {}) {
  const sharedStrings =
    options.sharedStrings ??
    `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${strings
      .map((text) => `<si><t>${text}</t></si>`)
      .join("")}</sst>`;
  return zip(
    {
      "[Content_Types].xml":
        `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
        `<Default Extension="xml" ContentType="application/xml"/>` +
        `<Override PartName="/xl/workbook.xml" ContentType="${SPREADSHEET}.sheet.main+xml"/>` +
        `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${SPREADSHEET}.worksheet+xml"/></Types>`,
      "_rels/.rels":
        `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      "xl/workbook.xml":
        `<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ` +
        `xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      "xl/_rels/workbook.xml.rels":
        `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${RELATIONSHIPS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
      "xl/worksheets/sheet1.xml":
        `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">` +
        `<sheetData>${sheetData}</sheetData></worksheet>`,
      "xl/sharedStrings.xml": sharedStrings,
    },
    { deflate: true },
  );
}

const headingRow = `<row r="1"><c r="A1" t="s"><v>0</v></c></row>`;
const rows = (count: number, row: (number: number) => string) =>
  Array.from({ length: count }, (_, index) => row(index + 2)).join("");

/** The file of the review: 40 rows, each with one cell in the last column (XFD). */
export const lastColumnRows = (count = 40) =>
  xlsxPackage(headingRow + rows(count, (r) => `<row r="${r}"><c r="XFD${r}" t="s"><v>0</v></c></row>`), ["Name"]);

/** Far more rows than an import takes, each with one short text. */
export const rowFlood = (count = 50_000) =>
  xlsxPackage(headingRow + rows(count, (r) => `<row r="${r}"><c r="A${r}" t="s"><v>0</v></c></row>`), ["Name"]);

/** Rows of 100 empty, styled cells: nothing to import, but every cell is work. */
export const emptyCellFlood = (rowCount = 5_000) => {
  const cells = (r: number) => Array.from({ length: 100 }, (_, c) => `<c r="${column(c + 1)}${r}" s="1"/>`).join("");
  return xlsxPackage(headingRow + rows(rowCount, (r) => `<row r="${r}">${cells(r)}</row>`), ["Name"]);
};

/** A million shared strings that no cell uses. */
export const stringFlood = (count = 1_000_000) => xlsxPackage(headingRow, ["Name", ...Array(count).fill("x")]);

/** A worksheet of 60 MB of whitespace inside one cell, whose entry declares 1 KB unpacked. */
export function lyingBomb() {
  const file = xlsxPackage(
    `<row r="1"><c r="A1" t="inlineStr"><is><t>${" ".repeat(60 * 1024 * 1024)}</t></is></c></row>`,
  );
  const sheet = Buffer.from("xl/worksheets/sheet1.xml");
  const names = (at: number, offset: number) => file.subarray(at + offset, at + offset + sheet.length).equals(sheet);
  for (let at = 0; at + 4 <= file.length; at++) {
    if (file.readUInt32LE(at) === 0x02014b50 && names(at, 46)) file.writeUInt32LE(1024, at + 24);
    if (file.readUInt32LE(at) === 0x04034b50 && names(at, 30)) file.writeUInt32LE(1024, at + 22);
  }
  return file;
}

/** A worksheet whose XML breaks off inside a cell. */
export const brokenXml = () =>
  xlsxPackage(`${headingRow}<row r="2"><c r="A2" t="s"><v>0</v></c><c r="B2"&undefined;`, ["Name"]);

function column(index: number): string {
  let name = "";
  for (let rest = index; rest > 0; rest = Math.floor((rest - 1) / 26))
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return name;
}
