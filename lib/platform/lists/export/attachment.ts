// A sheet sent as a file to download. The list exports and the yearly accounts (waste, CO2) all
// answer through here, so that their headers cannot drift apart.
import "server-only";
import contentDisposition from "content-disposition";
import type { CellType, CellValue } from "./columns";
import { csvStream } from "./csv";
import { MEDIA_TYPES, type ExportFormat } from "./format";
import { xlsxStream } from "./xlsx";

type Sheet = {
  /** The sheet's title in an XLSX file, and the file's name unless `fileName` is given. */
  title: string;
  /** The file's name without its extension. */
  fileName?: string;
  headings: string[];
  types: CellType[];
  /** The rows: all at once, or batch by batch so that a long list is streamed, not held. */
  rows: CellValue[][] | AsyncIterator<CellValue[][]>;
};

async function* oneBatch(rows: CellValue[][]) {
  yield rows;
}

/** The sheet as a CSV or XLSX attachment, streamed; never cached nor sniffed as another type. */
export function sheetAttachment(format: ExportFormat, sheet: Sheet): Response {
  const rows = Array.isArray(sheet.rows) ? oneBatch(sheet.rows) : sheet.rows;
  const body =
    format === "csv"
      ? csvStream(sheet.headings, sheet.types, rows)
      : xlsxStream(sheet.title, sheet.headings, sheet.types, rows);
  return new Response(body, {
    headers: {
      "content-type": MEDIA_TYPES[format],
      "content-disposition": contentDisposition(`${sheet.fileName ?? sheet.title}.${format}`),
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
