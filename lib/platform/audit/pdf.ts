// The audit log or a record's history as a PDF for an auditor: A4, the organization and what was
// exported named at the top with the moment of the export, each entry with when, what, by whom and
// its fields before and after as a person reads them (a rich text's removed words struck through,
// its added words underlined), and page numbers. Written with PDFKit on the report kit's page and
// font (lib/platform/pdf), which prints any Danish letter or unit symbol a history holds. Unlike a
// report, it holds its pages until the end (at most LIST_WINDOW entries) to say "Page 2 of 7".
import "server-only";
import PDFDocument from "pdfkit";
import { FONT, registerFonts } from "@/lib/platform/pdf/fonts";
import { drawFooter, GAP, GREY, MARGIN, PAGE_SIZE, room } from "@/lib/platform/pdf/page";
import type { ReadableAuditEntry, ReadableChange } from "./dto";

/** The words of the document in the reader's language. */
export type PdfTexts = {
  /** "History of a binding obligation" or "Audit log": the document's title. */
  title: string;
  /** Lines under the title: the organization, the record or the filters, the export's moment. */
  lines: string[];
  field: string;
  before: string;
  after: string;
  empty: string;
  /** When there are no entries. */
  none: string;
  by: (actor: string) => string;
  page: (page: number, pages: number) => string;
  /** Said after the last entry when the document stops short of the list (`limit`). */
  more: string;
};

const FIELD_WIDTH = 130;
const REMOVED = "#8a1c17";
const ADDED = "#0b5d2a";

type Doc = InstanceType<typeof PDFDocument>;

/** A table cell: plain text, or a rich text's diff side with its marked words. */
type Cell = { text: string } | { parts: { text: string; marked: boolean }[]; mark: "removed" | "added" };

const cellText = (cell: Cell) => ("text" in cell ? cell.text : cell.parts.map((part) => part.text).join(""));

function diffCell(change: ReadableChange, side: "removed" | "added"): Cell {
  const parts = (change.diff ?? [])
    .filter((part) => part.type === "same" || part.type === side)
    .flatMap((part) => {
      const { text } = part;
      if (part.type === "same") return [{ text, marked: false }];
      // the space before a changed run separates words; it is not itself part of the change
      const lead = /^\s*/.exec(text)![0];
      return [...(lead ? [{ text: lead, marked: false }] : []), { text: text.slice(lead.length), marked: true }];
    });
  return { parts, mark: side };
}

function drawCell(doc: Doc, cell: Cell, x: number, y: number, width: number) {
  if ("text" in cell) {
    doc.fillColor("black").text(cell.text, x, y, { width });
    return;
  }
  cell.parts.forEach((part, index) => {
    const options = {
      width,
      continued: index < cell.parts.length - 1,
      strike: part.marked && cell.mark === "removed",
      underline: part.marked && cell.mark === "added",
    };
    doc.fillColor(part.marked ? (cell.mark === "removed" ? REMOVED : ADDED) : "black");
    if (index === 0) doc.text(part.text, x, y, options);
    else doc.text(part.text, options);
  });
  if (!cell.parts.length) doc.text("", x, y, { width });
}

/** One row of cells side by side, each wrapped in its column; a row is never split between pages. */
function drawRow(doc: Doc, cells: { cell: Cell; width: number }[], font: string = FONT.regular) {
  doc.font(font).fontSize(9);
  const heights = cells.map(({ cell, width }) => doc.heightOfString(cellText(cell) || " ", { width }));
  const height = Math.max(...heights);
  room(doc, height);
  const y = doc.y;
  let x = MARGIN;
  for (const { cell, width } of cells) {
    drawCell(doc, cell, x, y, width);
    x += width + GAP;
  }
  doc.x = MARGIN;
  doc.y = y + height + 3;
}

function drawEntry(doc: Doc, entry: ReadableAuditEntry, texts: PdfTexts) {
  const width = doc.page.width - 2 * MARGIN;
  const { readable } = entry;
  const heading = [readable.occurredAt, readable.action, readable.kind, entry.entityName].filter(Boolean).join(" · ");
  const byline = texts.by(readable.actor);
  doc.font(FONT.bold).fontSize(10);
  const headingHeight = doc.heightOfString(heading, { width });
  // the heading stays with its byline and the first field
  room(doc, headingHeight + 40);
  doc.moveDown(0.6);
  doc.fillColor("black").text(heading, MARGIN, doc.y, { width });
  doc.font(FONT.regular).fontSize(9).fillColor(GREY).text(byline, MARGIN, doc.y, { width });
  doc.moveDown(0.3);
  const both = entry.action !== "CREATE" && entry.action !== "DELETE";
  const value = both ? (width - FIELD_WIDTH - 2 * GAP) / 2 : width - FIELD_WIDTH - GAP;
  if (both && readable.changes.length) {
    doc.fillColor(GREY);
    drawRow(doc, [
      { cell: { text: texts.field }, width: FIELD_WIDTH },
      { cell: { text: texts.before }, width: value },
      { cell: { text: texts.after }, width: value },
    ]);
  }
  for (const change of readable.changes) {
    const label = { cell: { text: change.label }, width: FIELD_WIDTH };
    const plain = (text: string | null): Cell => ({ text: text ?? texts.empty });
    if (!both) {
      const shown = entry.action === "DELETE" ? change.before : change.after;
      drawRow(doc, [label, { cell: plain(shown), width: value }]);
    } else if (change.diff) {
      drawRow(doc, [
        label,
        { cell: diffCell(change, "removed"), width: value },
        { cell: diffCell(change, "added"), width: value },
      ]);
    } else {
      drawRow(doc, [label, { cell: plain(change.before), width: value }, { cell: plain(change.after), width: value }]);
    }
  }
  doc
    .moveTo(MARGIN, doc.y + 2)
    .lineTo(MARGIN + width, doc.y + 2)
    .lineWidth(0.5)
    .strokeColor("#cccccc")
    .stroke();
  doc.y += 4;
}

/** The page numbers, written once every page exists ("Page 2 of 7"). */
function numberPages(doc: Doc, texts: PdfTexts) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    drawFooter(doc, texts.title, texts.page(index + 1, range.count));
  }
}

/** The document as bytes: the first `limit` entries in the order given, read batch by batch. */
export async function auditPdf(
  texts: PdfTexts,
  batches: AsyncIterable<ReadableAuditEntry[]>,
  { language, limit }: { language: string; limit: number },
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: PAGE_SIZE,
    margin: MARGIN,
    bufferPages: true,
    lang: language,
    info: { Title: texts.title, Creator: "EHS Compass" },
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  doc.font(FONT.bold).fontSize(16).text(texts.title, MARGIN, MARGIN, { width });
  doc.moveDown(0.3);
  doc.font(FONT.regular).fontSize(10).fillColor(GREY);
  for (const line of texts.lines) doc.text(line, { width });
  doc.moveDown(0.5);
  let count = 0;
  let cut = false;
  for await (const batch of batches) {
    for (const entry of batch) {
      if (count === limit) {
        cut = true;
        break;
      }
      drawEntry(doc, entry, texts);
      count++;
    }
    if (cut) break;
  }
  doc.font(FONT.regular).fontSize(9).fillColor(GREY);
  if (!count) doc.moveDown().text(texts.none, MARGIN, doc.y, { width });
  else if (cut) doc.moveDown().text(texts.more, MARGIN, doc.y, { width });
  numberPages(doc, texts);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
