// A table of a report: a register's rows under a header row that is repeated at the top of every
// page the table runs onto. Rows come as an array or batch by batch from an async iterable (a list's
// database batches), so that a long register is drawn, written out and let go page by page.
import "server-only";
import { contentWidth, MARGIN, room, RULE } from "./page";
import { columnWidths, drawRow, ROW_PADDING, rowHeight, rule, type Align, type Cell } from "./row";
import type { Ready } from "./stream";
import { STYLE, type Pen } from "./text-style";

type Doc = PDFKit.PDFDocument;

export type TableColumn = {
  header: string;
  /** The column's share of the width, against the other columns' (1 unless given). */
  width?: number;
  align?: Align;
};

type Rows = readonly (readonly string[])[];

export type Table = {
  columns: TableColumn[];
  /** The rows, each a cell per column: all at once, or batch by batch. */
  rows: Rows | AsyncIterable<Rows>;
  /** Said under the header when there are no rows. */
  empty?: string;
};

const HEADER_RULE = "#888888";

async function* batches(rows: Table["rows"]): AsyncIterable<Rows> {
  if (Symbol.asyncIterator in rows) yield* rows;
  else yield rows;
}

/** Draws the table from the current position; resolves when its last row is drawn. */
export async function drawTable(doc: Doc, pen: Pen, table: Table, ready: Ready) {
  const widths = columnWidths(
    contentWidth(doc),
    table.columns.map((column) => column.width ?? 1),
  );
  const cellsOf = (texts: readonly (string | null | undefined)[]): Cell[] =>
    table.columns.map((column, index) => ({ text: texts[index] ?? "", width: widths[index], align: column.align }));
  const header = cellsOf(table.columns.map((column) => column.header));
  const pageHeight = doc.page.height - 2 * MARGIN;

  pen.use(STYLE.columnHeader);
  const headerHeight = rowHeight(doc, header, pageHeight / 4) + 2 * ROW_PADDING;
  // the tallest row a page holds under the header; anything longer is cut
  const rowLimit = pageHeight - headerHeight - 2 * ROW_PADDING;
  const drawHeader = () => {
    pen.use(STYLE.columnHeader);
    drawRow(doc, header, doc.y, headerHeight - 2 * ROW_PADDING);
    rule(doc, HEADER_RULE, 0.75);
  };

  let drawn = 0;
  for await (const batch of batches(table.rows)) {
    for (const texts of batch) {
      // where a slow reader holds the drawing back (and a reader that went away stops it)
      await ready();
      pen.use(STYLE.cell);
      const cells = cellsOf(texts);
      const height = rowHeight(doc, cells, rowLimit);
      // the header never ends a page alone: it moves on with the first row
      const newPage = room(doc, (drawn ? 0 : headerHeight) + height + 2 * ROW_PADDING);
      if (newPage || !drawn) drawHeader();
      pen.use(STYLE.cell);
      drawRow(doc, cells, doc.y, height);
      rule(doc, RULE, 0.25);
      drawn++;
    }
  }
  if (!drawn) {
    room(doc, headerHeight + 20);
    drawHeader();
    pen.use(STYLE.body);
    if (table.empty) doc.text(table.empty, MARGIN, doc.y + ROW_PADDING, { width: contentWidth(doc) });
  }
  doc.x = MARGIN;
  doc.y += 10;
}
