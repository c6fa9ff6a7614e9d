// @ts-check
// The worker thread that reads an uploaded sheet, so that parsing a large or hostile file never
// holds the server's event loop. sheet.ts keeps one thread started ahead, its readers loaded; the
// thread answers one sheet (the rows, or why they were refused) and is then ended. sheet.ts gives
// it a heap limit and a deadline.
import { parentPort } from "node:worker_threads";
import { readCsvRows } from "./csv-rows.mjs";
import { SheetRefusal } from "./sheet-rows.mjs";
import { readXlsxRows } from "./xlsx-rows.mjs";

/** @param {{ bytes: Uint8Array, format: "CSV" | "XLSX", limits: import("./xlsx-rows.mjs").XlsxLimits }} job */
async function read({ bytes, format, limits }) {
  try {
    const table = format === "XLSX" ? await readXlsxRows(Buffer.from(bytes), limits) : readCsvRows(bytes, limits);
    return { table };
  } catch (error) {
    const refusal =
      error instanceof SheetRefusal
        ? error
        : new SheetRefusal("unreadable", { log: String(/** @type {Error} */ (error)?.stack ?? error) });
    return {
      refusal: { reason: refusal.reason, where: refusal.where, format: refusal.format ?? format, log: refusal.message },
    };
  }
}

parentPort?.once("message", async (job) => parentPort?.postMessage(await read(job)));
