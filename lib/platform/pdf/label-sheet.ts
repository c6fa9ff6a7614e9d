// A sheet of labels, each a QR code with the record's words beside it, on an A4 label sheet of the
// chosen layout (label-layouts.ts). No margins, title block or footer: the page is the sheet, and
// every label sits where the sheet's maker cut it. Streamed like the reports, a page at a time.
import "server-only";
import PDFDocument from "pdfkit";
import { FONT, forgetLaidOutWords, registerFonts } from "./fonts";
import { labelBox, labelsPerSheet, type LabelLayout } from "./label-layouts";
import { GREY, PAGE_SIZE } from "./page";
import { drawQr } from "./qr";
import { documentStream } from "./stream";

export type Label = {
  /** What the code holds: the address a phone's camera opens. */
  url: string;
  /** The record's name, in bold. */
  title: string;
  /** Its number, the organization: a line each. */
  lines: string[];
  /** What scanning does, in small grey type. */
  hint?: string;
};

type LabelSheetOptions = {
  /** The document's title (its properties; nothing is printed). */
  title: string;
  /** The document's language ("da", "en"). */
  language: string;
  layout: LabelLayout;
  /** Labels already used on the first sheet: printing starts after them. */
  skip?: number;
};

const POINTS_PER_MM = 72 / 25.4;
// inside the label's edge; the code's quiet zone adds its own light margin
const PADDING = 1.5 * POINTS_PER_MM;

type Box = ReturnType<typeof labelBox>;

/** Where a label's code sits: a square on the left, as high as the label allows (its quiet zone included). */
export const qrSquare = (box: Box) => ({ x: box.x + PADDING, y: box.y + PADDING, side: box.height - 2 * PADDING });

/** One label: the code on the left, the words to its right. */
function drawLabel(doc: PDFKit.PDFDocument, box: Box, label: Label) {
  const { side, ...corner } = qrSquare(box);
  drawQr(doc, label.url, corner.x, corner.y, side);
  const x = corner.x + side;
  const width = box.width - side - 2 * PADDING;
  // type scaled to the label: 10.5 pt on a 37 mm label, 7 pt on a 25 mm one
  const size = Math.min(11, Math.max(6.5, box.height * 0.1));
  const bottom = box.y + box.height - PADDING;
  let y = box.y + PADDING + side * 0.08;
  const write = (text: string, font: string, fontSize: number, color: string, lines: number) => {
    doc.font(font).fontSize(fontSize).fillColor(color);
    const height = Math.min(lines * doc.currentLineHeight(true), bottom - y);
    if (height < doc.currentLineHeight(true)) return;
    doc.text(text, x, y, { width, height, ellipsis: true });
    y = Math.max(doc.y, y + doc.currentLineHeight(true)) + size * 0.2;
  };
  write(label.title, FONT.bold, size, "#000000", 2);
  for (const line of label.lines) write(line, FONT.regular, size * 0.85, "#000000", 2);
  if (label.hint) write(label.hint, FONT.regular, size * 0.75, GREY, 2);
}

/**
 * The labels in order, a sheet after another. Start the first after `skip` used labels, so a sheet
 * partly used before can go through the printer again.
 */
export function labelSheetPdf(options: LabelSheetOptions, labels: Label[]): ReadableStream<Uint8Array> {
  const doc = new PDFDocument({
    size: PAGE_SIZE,
    margin: 0,
    bufferPages: false,
    autoFirstPage: false,
    lang: options.language,
    displayTitle: true,
    info: { Title: options.title, Creator: "EHS Compass" },
  });
  registerFonts(doc);
  const perSheet = labelsPerSheet(options.layout);
  const skip = Math.min(Math.max(0, options.skip ?? 0), perSheet - 1);
  return documentStream(doc, async (ready) => {
    if (labels.length === 0) doc.addPage();
    for (const [index, label] of labels.entries()) {
      const position = index + skip;
      if (index === 0 || position % perSheet === 0) {
        doc.addPage();
        forgetLaidOutWords(doc);
        await ready();
      }
      drawLabel(doc, labelBox(options.layout, position % perSheet), label);
    }
  });
}
