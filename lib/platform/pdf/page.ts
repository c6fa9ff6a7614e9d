// The house page: A4 with a 50 pt margin, grey secondary text, and the footer line in the bottom
// margin. Shared by the report kit and the audit log's PDF, so that the app's documents look alike.
import "server-only";
import { FONT } from "./fonts";

type Doc = PDFKit.PDFDocument;

export const PAGE_SIZE = "A4";
export const MARGIN = 50;
/** Between columns, and between a logo and the title. */
export const GAP = 8;
export const GREY = "#555555";
export const RULE = "#cccccc";

// the footer's baseline region: inside the 50 pt bottom margin, clear of the body text
const FOOTER_FROM_BOTTOM = 35;

export const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;

/** Starts a new page when `height` does not fit below the current position; says whether it did. */
export function room(doc: Doc, height: number): boolean {
  if (doc.y + height <= doc.page.height - MARGIN) return false;
  doc.addPage();
  return true;
}

/**
 * The footer: `left` (the title) cut to what leaves room for `right` (the date and the page
 * number), both in small grey type. Leaves the font and colour changed: the caller restores its own.
 */
export function drawFooter(doc: Doc, left: string, right: string) {
  const width = contentWidth(doc);
  const y = doc.page.height - FOOTER_FROM_BOTTOM;
  const bottom = doc.page.margins.bottom;
  // the footer sits in the bottom margin, where text would otherwise start a new page
  doc.page.margins.bottom = 0;
  doc.font(FONT.regular).fontSize(8).fillColor(GREY);
  const rightWidth = Math.min(doc.widthOfString(right), width);
  doc.text(right, MARGIN + width - rightWidth, y, { width: rightWidth, lineBreak: false });
  const leftWidth = width - rightWidth - 2 * GAP;
  // one line at most, ended with "…" when the title is longer
  if (leftWidth > 0) doc.text(left, MARGIN, y, { width: leftWidth, height: doc.currentLineHeight(), ellipsis: true });
  doc.page.margins.bottom = bottom;
}
