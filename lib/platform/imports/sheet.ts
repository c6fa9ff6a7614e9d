// An uploaded sheet as text cells: the first row holds the headings, each further row is numbered
// as a spreadsheet program numbers it (the headings are row 1), so errors can point at the row.
import "server-only";
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { ApiError, validationFailed } from "@/lib/platform/api/errors";
import type { Upload } from "@/lib/platform/files/upload";
import { UnreadableZip, unpackedZipBytes } from "./zip-size";

/** The most rows one import takes: all of them are written in one transaction. */
const MAX_IMPORT_ROWS = 5_000;
/** 5,000 rows of a dozen columns take about 2 MB of CSV; a sheet is read whole into memory. */
const MAX_SHEET_BYTES = 5 * 1024 * 1024;
/** What an XLSX file may unpack to: ten times what its 5,000 rows need, far from what hurts the server. */
const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;

type SheetRow = { row: number; cells: string[] };
export type Sheet = { headings: string[]; rows: SheetRow[] };

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const unreadable = (detail: string) => validationFailed({ file: detail }, "The file cannot be read as a sheet");

/** Comma, semicolon (Danish Excel's CSV) or tab: whichever the heading line has most of. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [",", ";", "\t"].map((delimiter) => [delimiter, firstLine.split(delimiter).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

function readCsv(bytes: Buffer): string[][] {
  const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes).replace(/^\uFEFF/, "");
  try {
    return parse(text, { delimiter: delimiterOf(text), relax_column_count: true, trim: true }) as string[][];
  } catch (error) {
    throw unreadable(`Not a valid CSV file: ${(error as Error).message}`);
  }
}

/** A cell as text: a date as YYYY-MM-DD, a formula as its result, rich text and links as their text. */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object" && "result" in value) return value.result === undefined ? "" : String(value.result);
  return cell.text.trim();
}

const tooLarge = (detail: string) =>
  new ApiError(413, "sheet_too_large", `A sheet to import may be at most ${detail}`, { file: `at most ${detail}` });

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  let unpacked: number;
  try {
    unpacked = unpackedZipBytes(bytes, MAX_UNPACKED_BYTES);
  } catch (error) {
    if (error instanceof UnreadableZip) throw unreadable(`Not a valid XLSX file: ${error.message}`);
    throw error;
  }
  if (unpacked > MAX_UNPACKED_BYTES) throw tooLarge(`${MAX_UNPACKED_BYTES / 1024 / 1024} MB unpacked`);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw unreadable(`Not a valid XLSX file: ${(error as Error).message}`);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => (cells[column - 1] = cellText(cell)));
    rows[number - 1] = Array.from(cells, (cell) => cell ?? "");
  });
  return Array.from(rows, (row) => row ?? []);
}

/**
 * The first sheet of an uploaded CSV or XLSX file (415 for anything else, 422 when unreadable, 413
 * over 5 MB or, for XLSX, over 50 MB unpacked).
 */
export async function readSheet(upload: Upload): Promise<Sheet> {
  if (upload.bytes.length > MAX_SHEET_BYTES) throw tooLarge(`${MAX_SHEET_BYTES / 1024 / 1024} MB`);
  let table: string[][];
  const type = upload.contentType.split(";")[0];
  if (type === XLSX) table = await readXlsx(upload.bytes);
  else if (type === "text/csv" || type === "text/plain") table = readCsv(upload.bytes);
  else {
    throw new ApiError(415, "unsupported_sheet", "Import a CSV or XLSX file", { file: "a CSV or XLSX file" });
  }
  const [headings = [], ...rest] = table;
  const rows = rest
    .map((cells, index) => ({ row: index + 2, cells: cells.map((cell) => cell.trim()) }))
    .filter((row) => row.cells.some(Boolean));
  if (!headings.some((heading) => heading.trim())) throw unreadable("The first row must hold the column headings");
  if (rows.length > MAX_IMPORT_ROWS) {
    throw validationFailed(
      { file: `at most ${MAX_IMPORT_ROWS} rows` },
      `A sheet can hold at most ${MAX_IMPORT_ROWS} rows; split it into several imports`,
    );
  }
  return { headings: headings.map((heading) => heading.trim()), rows };
}
