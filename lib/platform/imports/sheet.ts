// An uploaded sheet as text cells: the first row holds the headings, each further row is numbered
// as a spreadsheet program numbers it (the headings are row 1), so errors can point at the row.
// The file is parsed in a worker thread (sheet-worker.mjs), one at a time, with a heap limit and a
// deadline: no sheet can hold the requests the server is answering meanwhile. `next build` bundles
// the worker file and the readers it imports: a change to them takes effect with the next build.
import "server-only";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { ApiError, validationFailed } from "@/lib/platform/api/errors";
import type { Upload } from "@/lib/platform/files/upload";
import { oneAtATime } from "./one-at-a-time";

/** The most rows one import takes: all of them are written in one transaction. */
const MAX_IMPORT_ROWS = 5_000;
/** The widest import reads a dozen columns; a cell far to the right is a mistake or an attack. */
const MAX_COLUMNS = 100;
/** Every cell the file holds counts, empty ones too: 5,000 rows of 20 cells, read in about 0.1 s. */
const MAX_CELLS = 100_000;
/** 5,000 rows of a dozen columns take about 2 MB of CSV; a sheet is read whole into memory. */
const MAX_SHEET_BYTES = 5 * 1024 * 1024;
/** What an XLSX file may unpack to: ten times what its 5,000 rows need, far from what hurts the server. */
const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
/** An XLSX file of one sheet has about a dozen parts. */
const MAX_ZIP_ENTRIES = 1_000;
/** A 5 MB sheet reads in about a second on this project's 2-core machine. */
const READ_DEADLINE_MS = 20_000;
const WORKER_HEAP_MB = 256;

const WORKER_FILE = path.join(process.cwd(), "lib/platform/imports/sheet-worker.mjs");
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

type SheetRow = { row: number; cells: string[] };
export type Sheet = { headings: string[]; rows: SheetRow[] };

type Refusal = {
  reason: "unreadable" | "too_large" | "too_many_rows" | "too_many_columns" | "too_many_cells" | "deadline";
  where?: string;
  format: "CSV" | "XLSX";
  log?: string;
};
type WorkerAnswer = { table: Sheet } | { refusal: Refusal };

const tooLarge = (detail: string) =>
  new ApiError(413, "sheet_too_large", `A sheet to import may be at most ${detail}`, { file: `at most ${detail}` });

/** What the person can act on; the parser's own words go to the log only. */
function refused({ reason, where, format, log }: Refusal): ApiError {
  if (log) console.warn(`[imports] ${format} sheet refused (${reason}${where ? `, ${where}` : ""}): ${log}`);
  switch (reason) {
    case "too_large":
      return tooLarge(`${MAX_UNPACKED_BYTES / 1024 / 1024} MB unpacked`);
    case "too_many_rows":
      return validationFailed(
        { file: `at most ${MAX_IMPORT_ROWS} rows` },
        `A sheet can hold at most ${MAX_IMPORT_ROWS} rows; split it into several imports`,
      );
    case "too_many_columns":
      return validationFailed(
        { file: `cell ${where} is beyond the ${MAX_COLUMNS} columns a sheet may have` },
        `A sheet can have at most ${MAX_COLUMNS} columns; remove what is in cell ${where} and beyond`,
      );
    case "too_many_cells":
      return validationFailed({ file: `at most ${MAX_CELLS} cells` }, `A sheet can hold at most ${MAX_CELLS} cells`);
    case "deadline":
      return validationFailed(
        { file: "took too long to read" },
        "The file took too long to read; split it into several imports",
      );
    default:
      return validationFailed(
        { file: `not a valid ${format} file${where ? ` (${where})` : ""}` },
        "The file cannot be read as a sheet",
      );
  }
}

/**
 * A thread started ahead and waiting, its readers loaded (that takes about 80 ms): a sheet is read
 * by the waiting thread while the next one starts. A waiting thread keeps no process alive.
 */
let waiting: Worker | undefined;

function startWorker(): Worker {
  const worker = new Worker(WORKER_FILE, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
  // a thread that failed or ended while waiting is not handed a sheet; a new one starts instead
  worker.on("error", () => {});
  worker.once("exit", () => {
    if (waiting === worker) waiting = undefined;
  });
  worker.unref();
  return worker;
}

function takeWorker(): Worker {
  const worker = waiting ?? startWorker();
  waiting = startWorker();
  worker.ref();
  return worker;
}

/** The worker's answer; a worker that runs out of its heap has met a file too large to read. */
function readInWorker(bytes: Buffer, format: "CSV" | "XLSX"): Promise<WorkerAnswer> {
  return new Promise((resolve) => {
    const limits = {
      maxRows: MAX_IMPORT_ROWS,
      maxColumns: MAX_COLUMNS,
      maxCells: MAX_CELLS,
      maxEntries: MAX_ZIP_ENTRIES,
      maxUnpackedBytes: MAX_UNPACKED_BYTES,
    };
    const worker = takeWorker();
    let answered = false;
    const answer = (value: WorkerAnswer) => {
      if (answered) return;
      answered = true;
      clearTimeout(deadline);
      resolve(value);
      void worker.terminate();
    };
    const deadline = setTimeout(() => answer({ refusal: { reason: "deadline", format } }), READ_DEADLINE_MS);
    worker.once("message", answer);
    worker.once("error", (error: NodeJS.ErrnoException) =>
      answer({
        refusal: {
          reason: error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "too_large" : "unreadable",
          format,
          log: error.message,
        },
      }),
    );
    worker.once("exit", () => answer({ refusal: { reason: "unreadable", format, log: "the reader ended early" } }));
    worker.postMessage({ bytes: new Uint8Array(bytes), format, limits });
  });
}

/**
 * The first sheet of an uploaded CSV or XLSX file (415 for anything else, 422 when unreadable or
 * over the rows, columns or cells a sheet may have, 413 over 5 MB or, for XLSX, over 50 MB unpacked).
 */
export async function readSheet(upload: Upload): Promise<Sheet> {
  if (upload.bytes.length > MAX_SHEET_BYTES) throw tooLarge(`${MAX_SHEET_BYTES / 1024 / 1024} MB`);
  const type = upload.contentType.split(";")[0];
  const format = type === XLSX ? "XLSX" : type === "text/csv" || type === "text/plain" ? "CSV" : undefined;
  if (!format)
    throw new ApiError(415, "unsupported_sheet", "Import a CSV or XLSX file", { file: "a CSV or XLSX file" });
  const answer = await oneAtATime(() => readInWorker(upload.bytes, format));
  if ("refusal" in answer) throw refused(answer.refusal);
  const { headings, rows } = answer.table;
  if (!headings.some(Boolean)) {
    throw validationFailed(
      { file: "The first row must hold the column headings" },
      "The file cannot be read as a sheet",
    );
  }
  return { headings, rows };
}
