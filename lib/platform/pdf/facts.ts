// Label and value pairs ("Lead auditor: Mette Manager"), a label column beside a value column: the
// head of an audit report or of minutes. Each pair is kept on one page.
import "server-only";
import { contentWidth, MARGIN, room } from "./page";
import { columnWidths, drawRow, rowHeight, ROW_PADDING } from "./row";
import { STYLE, type Pen } from "./text-style";

export type Fact = { label: string; value: string };

// labels are short: a third of the width, the value the rest
const SHARES = [1, 2];

export function drawFacts(doc: PDFKit.PDFDocument, pen: Pen, facts: Fact[]) {
  const [labelWidth, valueWidth] = columnWidths(contentWidth(doc), SHARES);
  const limit = doc.page.height - 2 * MARGIN - 2 * ROW_PADDING;
  for (const fact of facts) {
    const label = [{ text: fact.label, width: labelWidth }];
    const value = [{ text: fact.value, width: valueWidth }];
    pen.use(STYLE.label);
    const labelHeight = rowHeight(doc, label, limit);
    pen.use(STYLE.body);
    const height = Math.max(labelHeight, rowHeight(doc, value, limit));
    room(doc, height + 2 * ROW_PADDING);
    const y = doc.y;
    pen.use(STYLE.label);
    drawRow(doc, [...label, { text: "", width: valueWidth }], y, height);
    pen.use(STYLE.body);
    drawRow(doc, [{ text: "", width: labelWidth }, ...value], y, height);
  }
  doc.y += 6;
}
