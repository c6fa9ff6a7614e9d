import { pdfPages, pdfText, type PdfPage } from "@/tests/support/pdf-text";
import { png } from "@/tests/support/png";
import { reportPdf, type ReportOptions } from "./report";
import { streamBytes } from "./stream";
import type { TableColumn } from "./table";

const TITLE = "Kemikalieregister for Ærø Maskinfabrik";
const GENERATED = "Genereret 28. november 2026 kl. 19:40";
const footer = (page: number) => `${GENERATED} · Side ${page}`;

const options = (overrides: Partial<ReportOptions> = {}): ReportOptions => ({
  title: TITLE,
  lines: ["Organisation: Ærø Maskinfabrik ApS", "1. januar 2026 – 31. december 2026"],
  generated: GENERATED,
  pageLabel: (page) => `Side ${page}`,
  language: "da",
  logo: png(120, 40),
  ...overrides,
});

const COLUMNS: TableColumn[] = [
  { header: "Produktnavn", width: 3 },
  { header: "CAS-nr.", width: 1, align: "right" },
  { header: "Mængde", width: 2 },
  { header: "Grænseværdi", width: 2 },
];
const HEADER = COLUMNS.map((column) => column.header);
const row = (index: number) => [
  `Rengøringsmiddel ${index} – blå`,
  `${1000 + index}-64-1`,
  `${index} m³ · CO₂`,
  "≤ 5 µg/m³ ved 20 °C · 3 €",
];
const ROW_NAME = /^Rengøringsmiddel (\d+) – blå$/;

/** `count` rows in batches of `size`, as the list kit's database batches come. */
async function* batches(count: number, size: number, seen?: { batches: number; closed: boolean }) {
  try {
    for (let start = 0; start < count; start += size) {
      if (seen) seen.batches++;
      yield Array.from({ length: Math.min(size, count - start) }, (_, index) => row(start + index));
    }
  } finally {
    if (seen) seen.closed = true;
  }
}

/** What is drawn in the bottom margin (below 50 pt): the footer, and only it. */
const inBottomMargin = (page: PdfPage) =>
  page.texts
    .filter((text) => text.y < 50)
    .map((text) => text.text)
    .sort();

const rowsOn = (page: PdfPage) => page.lines.flatMap((line) => ROW_NAME.exec(line)?.[1] ?? []).map(Number);

describe("reportPdf", () => {
  it("prints Danish letters and the units' symbols exactly as given, in the embedded font", async () => {
    const words = [
      "Årsrapport for miljø og arbejdsmiljø",
      "Udledning 12,5 t CO₂e, vand 340 m³, 21 °C, 4 µg, 1.200 € – • ≤ 5 ≥ 2",
      "Ledende auditor",
      "Mette Møller",
      "Tørret ædelgran på Æbelø",
    ];
    const bytes = await streamBytes(
      reportPdf(options(), async (report) => {
        report.heading(words[0]);
        report.paragraph(words[1]);
        report.facts([{ label: words[2], value: words[3] }]);
        await report.table({ columns: COLUMNS, rows: [[words[4], "64-17-5", "2 m³", "≥ 0 °C"]] });
      }),
    );
    const lines = pdfPages(bytes).flatMap((page) => page.lines);
    for (const word of [...words, TITLE, "Organisation: Ærø Maskinfabrik ApS", "1. januar 2026 – 31. december 2026"]) {
      expect(lines).toContain(word);
    }
    expect(lines).toEqual(expect.arrayContaining([...HEADER, "2 m³", "≥ 0 °C"]));
    // nothing replaced, nothing in a standard font: DejaVu Sans, regular and bold, as subsets
    expect(pdfText(bytes)).not.toMatch(/[?\uFFFD]/);
    const raw = bytes.toString("latin1");
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
    expect(raw.match(/\/BaseFont \/[A-Z]{6}\+DejaVuSans(-Bold)?\b/g)?.sort()).toEqual([
      expect.stringMatching(/\+DejaVuSans$/),
      expect.stringMatching(/\+DejaVuSans$/),
      expect.stringMatching(/\+DejaVuSans-Bold$/),
      expect.stringMatching(/\+DejaVuSans-Bold$/),
    ]);
    // the document says its language and title
    expect(raw).toMatch(/\/Lang \(da\)/);
  });

  it("prints a register of 2,500 rows on the pages it needs: header and page number on every page, the logo on the first", async () => {
    const started = performance.now();
    const bytes = await streamBytes(
      reportPdf(options(), (report) => report.table({ columns: COLUMNS, rows: batches(2500, 500) })),
    );
    const seconds = (performance.now() - started) / 1000;
    const pages = pdfPages(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(50);

    pages.forEach((page, index) => {
      // the footer: the title, the generated date and this page's number, once, under the rows
      expect(inBottomMargin(page)).toEqual([TITLE, footer(index + 1)].sort());
      expect(page.lines.filter((line) => line === footer(index + 1))).toHaveLength(1);
      // the header row above the first row of the page
      const first = page.lines.findIndex((line) => ROW_NAME.test(line));
      expect(first).toBeGreaterThan(0);
      expect(page.lines.slice(first - HEADER.length, first)).toEqual(HEADER);
    });
    expect(pages.flatMap((page) => page.lines).filter((line) => /· Side \d+$/.test(line))).toHaveLength(pages.length);

    // every row once, in order, whole on its page
    const perPage = pages.map(rowsOn);
    expect(perPage.flat()).toEqual(Array.from({ length: 2500 }, (_, index) => index));
    pages.forEach((page, index) => {
      for (const number of perPage[index]) expect(page.lines).toEqual(expect.arrayContaining(row(number)));
    });
    // as many pages as the rows need: no page empty, every page but the last full
    const full = perPage[1].length;
    expect(perPage.slice(1, -1).every((rows) => rows.length === full)).toBe(true);
    expect(perPage.at(-1)!.length).toBeGreaterThan(0);
    expect(perPage.at(-1)!.length).toBeLessThanOrEqual(full);
    expect(pages.length).toBe(1 + Math.ceil((2500 - perPage[0].length) / full));

    // the logo: an image XObject of its own pixels, drawn on the first page only
    expect(bytes.toString("latin1")).toMatch(/\/Subtype \/Image/);
    expect(pages[0].images).toEqual([{ width: 120, height: 40 }]);
    expect(pages.slice(1).flatMap((page) => page.images)).toEqual([]);
    // the benchmark (bench/pdf-report.mjs) holds the target of 3 s for 50 pages; this is a guard
    expect(seconds).toBeLessThan(10);
  });

  it("wraps a long cell within its row and moves a row that does not fit to the next page whole", async () => {
    const tall = (index: number) => [
      `Stof ${index}`,
      `${index}`,
      ["a", "b", "c", "d", "e"].map((line) => `${line}${index}`).join("\n"),
      "",
    ];
    const long =
      "Opløsningsmiddel med en meget lang beskrivelse af dets anvendelse i lakeringen af ståldele på værkstedet";
    const bytes = await streamBytes(
      reportPdf(options({ logo: null }), async (report) => {
        await report.table({
          columns: COLUMNS,
          rows: [[long, "1", "2", "3"], ...Array.from({ length: 120 }, (_, index) => tall(index))],
        });
      }),
    );
    const pages = pdfPages(bytes);
    expect(pages.length).toBeGreaterThan(2);
    // the long name comes back on more than one line, all of it, in the first column
    const first = pages[0].lines;
    const start = first.findIndex((line) => long.startsWith(line) && line.length > 10);
    expect(start).toBeGreaterThan(0);
    const wrapped = first.slice(start, start + 8).filter((line) => long.includes(line.trim()));
    expect(wrapped.length).toBeGreaterThan(1);
    expect(wrapped.join(" ").replace(/\s+/g, " ").trim()).toBe(long);
    // every row's five lines on one page, and each page starting with the header
    for (let index = 0; index < 120; index++) {
      const holding = pages.filter((page) => page.lines.includes(`Stof ${index}`));
      expect(holding).toHaveLength(1);
      expect(holding[0].lines).toEqual(
        expect.arrayContaining(["a", "b", "c", "d", "e"].map((line) => `${line}${index}`)),
      );
    }
    pages.forEach((page, index) => {
      expect(page.lines.filter((line) => HEADER.includes(line))).toEqual(HEADER);
      expect(inBottomMargin(page)).toEqual([TITLE, footer(index + 1)].sort());
    });
  });

  it("cuts a cell longer than a page with an ellipsis rather than splitting its row", async () => {
    const endless = Array.from({ length: 150 }, (_, index) => `linje ${index}`).join("\n");
    const bytes = await streamBytes(
      reportPdf(options({ logo: null }), (report) =>
        report.table({
          columns: COLUMNS,
          rows: [
            ["Før", "", "", ""],
            ["Lang", "", endless, ""],
            ["Efter", "", "", ""],
          ],
        }),
      ),
    );
    const pages = pdfPages(bytes);
    expect(pages.map((page) => page.lines.filter((line) => ["Før", "Lang", "Efter"].includes(line)))).toEqual([
      ["Før"],
      ["Lang"],
      ["Efter"],
    ]);
    pages.forEach((page, index) => expect(inBottomMargin(page)).toEqual([TITLE, footer(index + 1)].sort()));
    const shown = pages[1].lines.filter((line) => line.startsWith("linje"));
    expect(shown.length).toBeGreaterThan(20);
    expect(shown.length).toBeLessThan(150);
    expect(shown.at(-1)).toMatch(/…$/);
  });

  it("draws only as far as it is read, and stops reading the rows when the reader goes away", async () => {
    const seen = { batches: 0, closed: false };
    const stream = reportPdf(options(), (report) => report.table({ columns: COLUMNS, rows: batches(5000, 50, seen) }));
    const reader = stream.getReader();
    expect((await reader.read()).value?.subarray(0, 5).toString()).toBe("%PDF-");
    await new Promise((resolve) => setTimeout(resolve, 200));
    // a queue of about a page: far from the 100 batches
    expect(seen.batches).toBeGreaterThan(0);
    expect(seen.batches).toBeLessThan(50);
    const drawn = seen.batches;
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.closed).toBe(true);
    expect(seen.batches).toBeLessThanOrEqual(drawn + 1);
  });

  it("fails the stream when the rows fail", async () => {
    async function* failing() {
      yield [row(1)];
      throw new Error("the database went away");
    }
    await expect(
      streamBytes(reportPdf(options(), (report) => report.table({ columns: COLUMNS, rows: failing() }))),
    ).rejects.toThrow("the database went away");
  });

  it("leaves out a logo it cannot draw and still makes the report", async () => {
    const damaged = [
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
      png(120, 40, { pixels: Buffer.from("not deflated at all") }),
      png(120, 40).subarray(0, 60),
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("no frame header")]),
    ];
    for (const logo of damaged) {
      const bytes = await streamBytes(reportPdf(options({ logo }), (report) => report.paragraph("Uden logo")));
      const [page] = pdfPages(bytes);
      expect(page.images).toEqual([]);
      expect(page.lines).toEqual(expect.arrayContaining([TITLE, "Uden logo", footer(1)]));
    }
  });

  it("keeps the footer on one line, cutting a long title with an ellipsis", async () => {
    const title = `Ledelsens gennemgang ${"og opfølgning på mål ".repeat(12)}`.trim();
    const bytes = await streamBytes(reportPdf(options({ title }), (report) => report.paragraph("Referat")));
    const [page] = pdfPages(bytes);
    const cut = page.lines.filter((line) => line.endsWith("…"));
    expect(cut).toHaveLength(1);
    expect(title.startsWith(cut[0].slice(0, -1).trimEnd())).toBe(true);
    expect(cut[0].length).toBeLessThan(title.length);
    expect(page.lines).toContain(footer(1));
  });
});
