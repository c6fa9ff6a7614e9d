// @ts-check
// The worker thread that reads an uploaded sheet, so that parsing a large or hostile file never
// holds the server's event loop: the thread answers one message, the rows or why they were
// refused, and ends. sheet.ts starts it with a heap limit and a deadline.
import { parentPort, workerData } from "node:worker_threads";
import { SheetRefusal } from "./sheet-rows.mjs";

/** @type {{ bytes: Uint8Array, format: "CSV" | "XLSX", limits: import("./xlsx-rows.mjs").XlsxLimits }} */
const { bytes, format, limits } = workerData;

try {
  // only the reader of this format is loaded: the thread starts for each sheet
  const table =
    format === "XLSX"
      ? await (await import("./xlsx-rows.mjs")).readXlsxRows(Buffer.from(bytes), limits)
      : (await import("./csv-rows.mjs")).readCsvRows(bytes, limits);
  parentPort?.postMessage({ table });
} catch (error) {
  const refusal =
    error instanceof SheetRefusal
      ? error
      : new SheetRefusal("unreadable", { log: String(/** @type {Error} */ (error)?.stack ?? error) });
  parentPort?.postMessage({
    refusal: { reason: refusal.reason, where: refusal.where, format: refusal.format ?? format, log: refusal.message },
  });
}
