// QR codes drawn as vectors: each row's runs of dark modules as rectangles filled in one path, so
// a printed label is sharp at any printer's resolution (a picture would be scaled and smoothed).
// The symbol comes from the `qrcode` package, which the two-factor set-up uses too.
import "server-only";
import QRCode from "qrcode";

/** Light modules around the symbol that a scanner needs to find it (the standard asks for four). */
export const QUIET_ZONE = 4;

/** The symbol of `text`: its size in modules and whether each one is dark. */
export function qrModules(text: string): { size: number; dark: (row: number, column: number) => boolean } {
  // M: about 15 % of the symbol may be scratched or dirty and it still reads
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  return { size: modules.size, dark: (row, column) => modules.get(row, column) === 1 };
}

/**
 * Draws the code of `text` as a square of `side` points whose top left corner is at (x, y), the
 * quiet zone included. Leaves the fill colour black.
 */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, side: number) {
  const { size, dark } = qrModules(text);
  const cell = side / (size + 2 * QUIET_ZONE);
  const left = x + QUIET_ZONE * cell;
  const top = y + QUIET_ZONE * cell;
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      if (!dark(row, column)) continue;
      const start = column;
      while (column + 1 < size && dark(row, column + 1)) column++;
      doc.rect(left + start * cell, top + row * cell, (column - start + 1) * cell, cell);
    }
  }
  doc.fillColor("#000000").fill();
}
