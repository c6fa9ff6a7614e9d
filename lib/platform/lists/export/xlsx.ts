// An XLSX export through ExcelJS's streaming writer: each row is committed (written and dropped)
// as it comes, and the next batch is read only once the compressed output has been taken by the
// client, so memory stays flat however long the list.
import "server-only";
import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import { sheetCell } from "./cells";
import type { CellType, CellValue } from "./columns";

const NUMBER_FORMATS: Partial<Record<CellType, string>> = {
  date: "yyyy-mm-dd",
  dateTime: "yyyy-mm-dd hh:mm",
};

const WIDTHS: Record<CellType, number> = { text: 28, number: 12, date: 12, dateTime: 17, lines: 70 };

/** A worksheet's name: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (name: string) => name.replace(/[:\\/?*[\]]/g, " ").slice(0, 31) || "Sheet1";

/** Resolves when `stream` can take more, or has closed (the client went away). */
function room(stream: PassThrough): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off("drain", done);
      stream.off("close", done);
      resolve();
    };
    stream.on("drain", done);
    stream.on("close", done);
  });
}

export function xlsxStream(
  title: string,
  headings: string[],
  types: CellType[],
  batches: AsyncIterator<CellValue[][]>,
): ReadableStream<Uint8Array> {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName(title), { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = types.map((type) => ({ width: WIDTHS[type] }));

  async function write() {
    const header = sheet.addRow(headings);
    header.font = { bold: true };
    header.commit();
    for (;;) {
      await room(output);
      if (output.destroyed) return void (await batches.return?.(undefined));
      const next = await batches.next();
      if (next.done) break;
      for (const values of next.value) {
        const row = sheet.addRow(values.map((value, index) => sheetCell(value, types[index])));
        types.forEach((type, index) => {
          const format = NUMBER_FORMATS[type];
          if (format) row.getCell(index + 1).numFmt = format;
          if (type === "lines") row.getCell(index + 1).alignment = { wrapText: true, vertical: "top" };
        });
        row.commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  }
  write().catch((error: unknown) => {
    console.error("[export] the XLSX export failed", error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}
