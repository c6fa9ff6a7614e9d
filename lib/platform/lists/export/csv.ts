// A CSV export as a stream pulled by the client: a batch is read from the database only when the
// client has taken the one before, so a slow reader holds one batch, not the list.
import "server-only";
import { stringify } from "csv-stringify/sync";
import { textCell } from "./cells";
import type { CellType, CellValue } from "./columns";

// A spreadsheet program runs a cell that starts with one of these as a formula; a text cell is
// written with a leading apostrophe instead (the usual guard against formula injection).
const FORMULA_START = /^[=+\-@\t\r]/;

const guarded = (text: string, type: CellType) =>
  (type === "text" || type === "lines") && FORMULA_START.test(text) ? `'${text}` : text;

export function csvStream(
  headings: string[],
  types: CellType[],
  batches: AsyncIterator<CellValue[][]>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const lines = (rows: string[][]) => encoder.encode(stringify(rows, { record_delimiter: "\r\n" }));
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          // the byte order mark makes Excel read the file as UTF-8 (æ, ø, å)
          controller.enqueue(encoder.encode("\uFEFF"));
          controller.enqueue(lines([headings]));
          return;
        }
        const next = await batches.next();
        if (next.done) return controller.close();
        controller.enqueue(
          lines(
            next.value.map((row) => row.map((value, index) => guarded(textCell(value, types[index]), types[index]))),
          ),
        );
      },
      async cancel() {
        await batches.return?.(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}
