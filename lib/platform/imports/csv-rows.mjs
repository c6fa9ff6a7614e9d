// @ts-check
// A CSV sheet's rows: UTF-8 (a byte-order mark is dropped), delimited by comma, semicolon (Danish
// Excel's CSV) or tab, whichever the heading line has most of. Runs in the sheet worker thread.
import { parse } from "csv-parse/sync";
import { RowCollector, SheetRefusal } from "./sheet-rows.mjs";

/** @param {string} text */
function delimiterOf(text) {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [",", ";", "\t"].map(
    (delimiter) => /** @type {const} */ ([delimiter, firstLine.split(delimiter).length]),
  );
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/**
 * @param {Uint8Array} bytes
 * @param {import("./sheet-rows.mjs").RowLimits} limits
 */
export function readCsvRows(bytes, limits) {
  const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes).replace(/^\uFEFF/, "");
  const collector = new RowCollector(limits);
  try {
    parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      info: true,
      // each record is checked and kept as it is parsed; nothing is collected twice
      on_record: (/** @type {any} */ entry) => {
        // with `info`, each record comes with where it was read
        const { record, info } = /** @type {{ record: string[], info: { records: number } }} */ (entry);
        // numbered by record as a spreadsheet program numbers its rows (a quoted line break stays in its row)
        const row = info.records;
        record.forEach((/** @type {string} */ _cell, /** @type {number} */ index) => collector.cell(row, index + 1));
        collector.add(row, record);
        return null;
      },
    });
  } catch (error) {
    if (error instanceof SheetRefusal) throw error;
    const line = /** @type {{ lines?: number }} */ (error).lines;
    throw new SheetRefusal("unreadable", {
      format: "CSV",
      where: line ? `row ${line}` : undefined,
      log: String(/** @type {Error} */ (error).message),
    });
  }
  return collector.table();
}
