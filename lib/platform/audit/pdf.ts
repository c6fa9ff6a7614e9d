// The audit log or a record's history as a PDF for an auditor: A4, the organization and what was
// exported named at the top with the moment of the export, each entry with when, what, by whom and
// its fields before and after as a person reads them (a rich text's removed words struck through,
// its added words underlined), and page numbers. Written with PDFKit in its standard Helvetica, whose
// WinAnsi encoding holds Danish letters (æ ø å) and the typographic marks the texts use.
import "server-only";
import PDFDocument from "pdfkit";
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

const MARGIN = 50;
const FIELD_WIDTH = 130;
const GAP = 8;
const GREY = "#555555";
const REMOVED = "#8a1c17";
const ADDED = "#0b5d2a";

// Windows-1252 beyond Latin-1: what the standard fonts' WinAnsi encoding also holds
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/** The text in characters the standard fonts can draw; any other shows as "?". */
function drawable(text: string): string {
  let out = "";
  for (const character of text) {
    const code = character.codePointAt(0)!;
    const plain = code === 10 || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff);
    out += plain || WIN_ANSI_EXTRA.has(character) ? character : "?";
  }
  return out;
}

type Doc = InstanceType<typeof PDFDocument>;

/** A table cell: plain text, or a rich text's diff side with its marked words. */
type Cell = { text: string } | { parts: { text: string; marked: boolean }[]; mark: "removed" | "added" };

const cellText = (cell: Cell) => ("text" in cell ? cell.text : cell.parts.map((part) => part.text).join(""));

function diffCell(change: ReadableChange, side: "removed" | "added"): Cell {
  const parts = (change.diff ?? [])
    .filter((part) => part.type === "same" || part.type === side)
    .flatMap((part) => {
      const text = drawable(part.text);
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

/** Starts a new page when `height` does not fit below the current position. */
function room(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
}

/** One row of cells side by side, each wrapped in its column; a row is never split between pages. */
function drawRow(doc: Doc, cells: { cell: Cell; width: number }[], font = "Helvetica") {
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
  const heading = drawable(
    [readable.occurredAt, readable.action, readable.kind, entry.entityName].filter(Boolean).join(" · "),
  );
  const byline = drawable(texts.by(readable.actor));
  doc.font("Helvetica-Bold").fontSize(10);
  const headingHeight = doc.heightOfString(heading, { width });
  // the heading stays with its byline and the first field
  room(doc, headingHeight + 40);
  doc.moveDown(0.6);
  doc.fillColor("black").text(heading, MARGIN, doc.y, { width });
  doc.font("Helvetica").fontSize(9).fillColor(GREY).text(byline, MARGIN, doc.y, { width });
  doc.moveDown(0.3);
  const both = entry.action !== "CREATE" && entry.action !== "DELETE";
  const value = both ? (width - FIELD_WIDTH - 2 * GAP) / 2 : width - FIELD_WIDTH - GAP;
  if (both && readable.changes.length) {
    doc.fillColor(GREY);
    drawRow(doc, [
      { cell: { text: drawable(texts.field) }, width: FIELD_WIDTH },
      { cell: { text: drawable(texts.before) }, width: value },
      { cell: { text: drawable(texts.after) }, width: value },
    ]);
  }
  for (const change of readable.changes) {
    const label = { cell: { text: drawable(change.label) }, width: FIELD_WIDTH };
    const plain = (text: string | null): Cell => ({ text: drawable(text ?? texts.empty) });
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
    const bottom = doc.page.margins.bottom;
    // the footer sits in the bottom margin, where text would otherwise start a new page
    doc.page.margins.bottom = 0;
    doc
      .font("Helvetica")
      .fontSize(8)
      .fillColor(GREY)
      .text(drawable(`${texts.title} · ${texts.page(index + 1, range.count)}`), MARGIN, doc.page.height - 35, {
        width: doc.page.width - 2 * MARGIN,
        align: "center",
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}

/** The document as bytes: the first `limit` entries in the order given, read batch by batch. */
export async function auditPdf(
  texts: PdfTexts,
  batches: AsyncIterable<ReadableAuditEntry[]>,
  { language, limit }: { language: string; limit: number },
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    lang: language,
    info: { Title: drawable(texts.title), Creator: "EHS Compass" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  doc.font("Helvetica-Bold").fontSize(16).text(drawable(texts.title), MARGIN, MARGIN, { width });
  doc.moveDown(0.3);
  doc.font("Helvetica").fontSize(10).fillColor(GREY);
  for (const line of texts.lines) doc.text(drawable(line), { width });
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
  doc.font("Helvetica").fontSize(9).fillColor(GREY);
  if (!count) doc.moveDown().text(drawable(texts.none), MARGIN, doc.y, { width });
  else if (cut) doc.moveDown().text(drawable(texts.more), MARGIN, doc.y, { width });
  numberPages(doc, texts);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
