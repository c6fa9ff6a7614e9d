// A printable report in the reader's language (a register, an audit report, minutes): the title
// block with the organization's logo on the first page, then headings, paragraphs, facts and
// tables in order, on A4 pages whose footer carries the title, the moment it was generated and the
// page number. Written as a stream, page by page: nothing holds the whole document, so the footer
// says "Page 3", not "Page 3 of 50" (the page count is known only at the end).
import "server-only";
import PDFDocument from "pdfkit";
import { drawFacts, type Fact } from "./facts";
import { forgetLaidOutWords, registerFonts } from "./fonts";
import { drawableLogo, drawLogo, LOGO_BOX } from "./logo";
import { contentWidth, drawFooter, GAP, MARGIN, PAGE_SIZE, room } from "./page";
import { documentStream } from "./stream";
import { drawTable, type Table } from "./table";
import { pen, STYLE, type Pen } from "./text-style";

export type ReportOptions = {
  title: string;
  /** Under the title: the organization, the period, what the report covers. */
  lines?: string[];
  /** In every page's footer: "Generated 28 November 2026 19:40". */
  generated: string;
  /** The page number in words: (3) => "Side 3". */
  pageLabel: (page: number) => string;
  /** The document's language ("da", "en"), which screen readers read it in. */
  language: string;
  /** The organization's logo, PNG or JPEG; any other or a damaged one is left out. */
  logo?: Buffer | null;
  /** A register of many columns reads better across the page. */
  landscape?: boolean;
};

export type Report = {
  /** A section's heading, kept on a page with what follows it. */
  heading(text: string): void;
  paragraph(text: string): void;
  facts(facts: Fact[]): void;
  /** Resolves when the last row is drawn; rows from an async iterable are read batch by batch. */
  table(table: Table): Promise<void>;
};

// a heading moves to the next page unless this much of what follows fits under it
const KEEP_WITH_NEXT = 40;

function drawTitleBlock(doc: PDFKit.PDFDocument, write: Pen, options: ReportOptions) {
  const width = contentWidth(doc);
  const logo = drawableLogo(options.logo);
  const hasLogo = logo !== null && drawLogo(doc, logo, MARGIN + width, MARGIN);
  const textWidth = hasLogo ? width - LOGO_BOX.width - GAP : width;
  write.use(STYLE.title);
  doc.text(options.title, MARGIN, MARGIN, { width: textWidth });
  doc.moveDown(0.3);
  write.use(STYLE.subtitle);
  for (const line of options.lines ?? []) doc.text(line, MARGIN, doc.y, { width: textWidth });
  doc.y = Math.max(doc.y, hasLogo ? MARGIN + LOGO_BOX.height : 0) + 14;
}

/**
 * The report as a PDF stream for a Response (or `streamBytes` for a Buffer). `draw` adds the
 * content; it runs while the stream is read, and a table's rows are awaited as the reader keeps up.
 */
export function reportPdf(
  options: ReportOptions,
  draw: (report: Report) => Promise<void> | void,
): ReadableStream<Uint8Array> {
  const doc = new PDFDocument({
    size: PAGE_SIZE,
    layout: options.landscape ? "landscape" : "portrait",
    margin: MARGIN,
    // pages go out as soon as the next begins: memory stays flat however long the report
    bufferPages: false,
    // the first page is added once the footer is listening for pages
    autoFirstPage: false,
    lang: options.language,
    displayTitle: true,
    info: { Title: options.title, Creator: "EHS Compass" },
  });
  registerFonts(doc);
  const write = pen(doc);
  let page = 0;
  // every page's footer is drawn as the page starts, in the middle of whatever is being drawn (a
  // paragraph running on), so what was in use is put back afterwards
  doc.on("pageAdded", () => {
    page++;
    forgetLaidOutWords(doc);
    const { x, y } = doc;
    const style = write.current;
    drawFooter(doc, options.title, `${options.generated} · ${options.pageLabel(page)}`);
    write.use(style);
    doc.x = x;
    doc.y = y;
  });

  return documentStream(doc, async (ready) => {
    doc.addPage();
    drawTitleBlock(doc, write, options);
    const width = contentWidth(doc);
    await draw({
      heading(text) {
        write.use(STYLE.heading);
        room(doc, doc.heightOfString(text, { width }) + KEEP_WITH_NEXT);
        doc.moveDown(0.4);
        doc.text(text, MARGIN, doc.y, { width });
        doc.moveDown(0.3);
      },
      paragraph(text) {
        write.use(STYLE.body);
        doc.text(text, MARGIN, doc.y, { width });
        doc.moveDown(0.5);
      },
      facts(facts) {
        drawFacts(doc, write, facts);
      },
      table(table) {
        return drawTable(doc, write, table, ready);
      },
    });
  });
}
