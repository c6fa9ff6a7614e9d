// A row of cells side by side, each wrapped in its own column: the unit of a table and of a facts
// list. A row is measured before it is drawn so that it can move to the next page whole.
import "server-only";
import { GAP, MARGIN } from "./page";

type Doc = PDFKit.PDFDocument;

export type Align = "left" | "right" | "center";
export type Cell = { text: string; width: number; align?: Align };

/** Above and below a row's text, so that the rules between rows clear it. */
export const ROW_PADDING = 3;

/**
 * The height of the row's text: its tallest cell, in the font in use, but at most `limit`, so that
 * a cell longer than a page is cut (with "…") rather than a row split.
 */
export function rowHeight(doc: Doc, cells: Cell[], limit: number): number {
  const heights = cells.map((cell) => doc.heightOfString(cell.text || " ", { width: cell.width, align: cell.align }));
  return Math.min(Math.max(...heights), limit);
}

/** Draws the cells at `y`, each cut to `height`, and leaves the position below the row. */
export function drawRow(doc: Doc, cells: Cell[], y: number, height: number) {
  let x = MARGIN;
  for (const cell of cells) {
    // a hair over the measured height: a cell exactly as tall as measured keeps its last line
    const options = { width: cell.width, height: height + 0.5, ellipsis: true, align: cell.align };
    if (cell.text) doc.text(cell.text, x, y + ROW_PADDING, options);
    x += cell.width + GAP;
  }
  doc.x = MARGIN;
  doc.y = y + height + 2 * ROW_PADDING;
}

/** Widths out of fractions: each column's share of the content width, less the gaps between. */
export function columnWidths(contentWidth: number, fractions: number[]): number[] {
  const total = fractions.reduce((sum, fraction) => sum + fraction, 0);
  const free = contentWidth - GAP * (fractions.length - 1);
  return fractions.map((fraction) => (free * fraction) / total);
}

/** A line across the content width at the current position: under a header, between rows. */
export function rule(doc: Doc, color: string, lineWidth: number) {
  const right = doc.page.width - MARGIN;
  doc.save().moveTo(MARGIN, doc.y).lineTo(right, doc.y).lineWidth(lineWidth).strokeColor(color).stroke().restore();
}
