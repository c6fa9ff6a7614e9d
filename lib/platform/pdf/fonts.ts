// The typeface of every PDF the app writes: DejaVu Sans, regular and bold, embedded (as subsets of
// the glyphs used) so that Danish letters and the units' symbols (m³, CO₂, °C, µg, €, ≤ ≥) print as
// typed. PDFKit's standard fonts encode WinAnsi only. The licence (Bitstream Vera, DejaVu's changes
// in the public domain) is in docs/reference-data.md.
import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";

// Read from the `dejavu-fonts-ttf` package, as Swagger UI's files are (app/assets/swagger-ui): npm
// brings them with their licence, git holds no 1.4 MB of binaries, and the app runs from the
// repository root with its node_modules (`next start`, jest, the bench). A path from the working
// directory rather than require.resolve: Next bundles server code, where require.resolve answers a
// module id, not a file. Each file named in full, so that a build traces only these two.
const FILES = {
  regular: path.join(process.cwd(), "node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  bold: path.join(process.cwd(), "node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
};

/** The names the fonts are registered under in a document. */
export const FONT = { regular: "DejaVuSans", bold: "DejaVuSans-Bold" } as const;

// read once per process: every document embeds its own subset from the same files
let files: { regular: Buffer; bold: Buffer } | undefined;

/** Makes `FONT.regular` and `FONT.bold` usable in the document. */
export function registerFonts(doc: PDFKit.PDFDocument) {
  files ??= { regular: readFileSync(FILES.regular), bold: readFileSync(FILES.bold) };
  doc.registerFont(FONT.regular, files.regular);
  doc.registerFont(FONT.bold, files.bold);
}

type LaidOutFont = { layoutCache?: Record<string, unknown> };

/**
 * Empties PDFKit's cache of laid-out words, so that it holds one page's words, not the document's.
 * PDFKit keeps the glyph run of every distinct word for the document's life, without a limit and
 * without a way to empty it: a register of names, CAS numbers and quantities grows it by about a
 * kilobyte a row. Without the cache (`fontLayoutCache: false`) each word is laid out anew every
 * time it is measured and drawn, and a 50-page register takes four times as long. The field is
 * PDFKit's own (0.20, pinned); fonts.test.ts fails if it goes.
 */
export function forgetLaidOutWords(doc: PDFKit.PDFDocument) {
  const fonts = (doc as unknown as { _fontFamilies: Record<string, LaidOutFont> })._fontFamilies;
  for (const font of Object.values(fonts)) if (font.layoutCache) font.layoutCache = Object.create(null);
}
