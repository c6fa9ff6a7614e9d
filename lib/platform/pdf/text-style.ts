// The report's type sizes and colours by role, and a pen that remembers which one is in use. PDFKit
// draws each line in the font that is current when the line is emitted; a paragraph that runs onto
// a new page draws the footer in between, so the pen puts the paragraph's own style back afterwards.
import "server-only";
import { FONT } from "./fonts";
import { GREY } from "./page";

export type TextStyle = { font: string; size: number; color: string };

export const STYLE = {
  title: { font: FONT.bold, size: 16, color: "black" },
  subtitle: { font: FONT.regular, size: 10, color: GREY },
  heading: { font: FONT.bold, size: 12, color: "black" },
  body: { font: FONT.regular, size: 10, color: "black" },
  label: { font: FONT.bold, size: 10, color: GREY },
  cell: { font: FONT.regular, size: 9, color: "black" },
  columnHeader: { font: FONT.bold, size: 9, color: "black" },
} satisfies Record<string, TextStyle>;

export type Pen = {
  /** Sets the style for what is drawn next. */
  use(style: TextStyle): void;
  /** The style in use. */
  readonly current: TextStyle;
};

export function pen(doc: PDFKit.PDFDocument): Pen {
  let current: TextStyle = STYLE.body;
  return {
    use(style) {
      current = style;
      doc.font(style.font).fontSize(style.size).fillColor(style.color);
    },
    get current() {
      return current;
    },
  };
}
