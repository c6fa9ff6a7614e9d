// The CSV and XLSX readers of the sheet worker, called directly: what a cell reads as, and where
// each limit stops a file, counted in the work done rather than in seconds.
import ExcelJS from "exceljs";
import {
  brokenXml,
  emptyCellFlood,
  lastColumnRows,
  lyingBomb,
  rowFlood,
  stringFlood,
  xlsxPackage,
} from "@/tests/support/hostile-sheets";
import { zip } from "@/tests/support/zip";
import { readCsvRows } from "./csv-rows.mjs";
import { readXlsxRows } from "./xlsx-rows.mjs";

const limits = {
  maxRows: 5_000,
  maxColumns: 100,
  maxCells: 100_000,
  maxEntries: 1_000,
  maxUnpackedBytes: 50 * 1024 * 1024,
};

async function refusalOf(read: Promise<unknown> | (() => unknown)) {
  try {
    await (typeof read === "function" ? read() : read);
  } catch (error) {
    const { reason, where, message } = error as { reason: string; where?: string; message: string };
    return { reason, where, message };
  }
  throw new Error("the file was read");
}

describe("the XLSX reader", () => {
  it("reads a cell as a spreadsheet program shows it", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Readings");
    sheet.addRow(["Meter", "Date", "Reading", "Counted", "Doubled", "Note"]);
    sheet.addRow([
      " M-1 ",
      new Date(Date.UTC(2026, 10, 27)),
      1234.5,
      true,
      { formula: "C2*2", result: 2469 },
      { richText: [{ text: "read " }, { text: "twice", font: { bold: true } }] },
    ]);
    sheet.addRow([]);
    sheet.getCell("H4").value = "far";
    const table = await readXlsxRows(Buffer.from(await workbook.xlsx.writeBuffer()), limits);
    expect(table.headings).toEqual(["Meter", "Date", "Reading", "Counted", "Doubled", "Note"]);
    expect(table.rows).toEqual([
      { row: 2, cells: ["M-1", "2026-11-27", "1234.5", "true", "2469", "read twice"] },
      { row: 4, cells: ["", "", "", "", "", "", "", "far"] },
    ]);
  });

  it("reads inline strings, and a number without a date style as a number", async () => {
    const file = xlsxPackage(
      `<row r="1"><c r="A1" t="inlineStr"><is><t>Date</t></is></c></row>` +
        `<row r="2"><c r="A2" s="1"><v>44525</v></c></row>`,
    );
    const table = await readXlsxRows(file, limits);
    // without a styles part the number is a number; the reader never guesses a date
    expect(table.rows).toEqual([{ row: 2, cells: ["44525"] }]);
  });

  it("refuses the review's file at its first cell in column XFD, naming the cell", async () => {
    expect(await refusalOf(readXlsxRows(lastColumnRows(), limits))).toMatchObject({
      reason: "too_many_columns",
      where: "XFD2",
    });
  });

  it("refuses a flood of rows at the first row past the limit", async () => {
    expect(await refusalOf(readXlsxRows(rowFlood(), limits))).toMatchObject({
      reason: "too_many_rows",
      where: "row 5002",
    });
  });

  it("counts empty cells: a sheet of half a million of them is refused by their count, before parsing", async () => {
    expect(await refusalOf(readXlsxRows(emptyCellFlood(), limits))).toMatchObject({
      reason: "too_many_cells",
      message: "more than 100000 <c> elements",
    });
  });

  it("refuses a flood of shared strings by their count", async () => {
    expect(await refusalOf(readXlsxRows(stringFlood(), limits))).toMatchObject({
      reason: "too_many_cells",
      message: "more than 100000 <si> elements",
    });
  });

  it("reads a sheet of exactly as many cells as the limit allows", async () => {
    const row = (r: number) => `<row r="${r}">${'<c t="inlineStr"><is><t>x</t></is></c>'.repeat(10)}</row>`;
    const sheet = Array.from({ length: 10 }, (_, index) => row(index + 1)).join("");
    expect((await readXlsxRows(xlsxPackage(sheet), { ...limits, maxCells: 100 })).rows).toHaveLength(9);
    expect(await refusalOf(readXlsxRows(xlsxPackage(sheet), { ...limits, maxCells: 99 }))).toMatchObject({
      reason: "too_many_cells",
    });
  });

  it("stops unpacking a part at the size it declares", async () => {
    expect(await refusalOf(readXlsxRows(lyingBomb(), limits))).toMatchObject({ reason: "too_large" });
  });

  it("refuses a file that declares more than the unpacked limit before unpacking it", async () => {
    const small = { ...limits, maxUnpackedBytes: 1_000 };
    expect(await refusalOf(readXlsxRows(xlsxPackage("x".repeat(2_000)), small))).toMatchObject({ reason: "too_large" });
  });

  it("refuses malformed XML and a file that is no ZIP as unreadable", async () => {
    expect(await refusalOf(readXlsxRows(brokenXml(), limits))).toMatchObject({ reason: "unreadable" });
    expect(await refusalOf(readXlsxRows(Buffer.from("Name,E-mail\n"), limits))).toMatchObject({ reason: "unreadable" });
    const noWorkbook = zip({ "_rels/.rels": "<Relationships/>" });
    expect(await refusalOf(readXlsxRows(noWorkbook, limits))).toMatchObject({ reason: "unreadable" });
  });
});

describe("the CSV reader", () => {
  const csv = (text: string) => Buffer.from(text, "utf8");

  it("finds the delimiter, drops the byte-order mark and numbers rows as a spreadsheet does", () => {
    const table = readCsvRows(csv('\uFEFFName;Note\nAnna; one \n\n"Bo";"two\nlines"\n'), limits);
    expect(table).toEqual({
      headings: ["Name", "Note"],
      rows: [
        { row: 2, cells: ["Anna", "one"] },
        { row: 4, cells: ["Bo", "two\nlines"] },
      ],
    });
  });

  it("stops at the first row, column or cell past a limit", async () => {
    const rows = `Name\n${"x\n".repeat(6_000)}`;
    expect(await refusalOf(() => readCsvRows(csv(rows), limits))).toMatchObject({
      reason: "too_many_rows",
      where: "row 5002",
    });
    expect(await refusalOf(() => readCsvRows(csv(`Name${",".repeat(150)}\n`), limits))).toMatchObject({
      reason: "too_many_columns",
      where: "CW1",
    });
    const cells = `Name\n${`${",".repeat(99)}\n`.repeat(1_500)}`;
    expect(await refusalOf(() => readCsvRows(csv(cells), limits))).toMatchObject({ reason: "too_many_cells" });
  });

  it("names the row of a quote that is never closed", async () => {
    expect(await refusalOf(() => readCsvRows(csv('Name\n"Anna\n'), limits))).toMatchObject({
      reason: "unreadable",
      where: "row 2",
    });
  });
});
