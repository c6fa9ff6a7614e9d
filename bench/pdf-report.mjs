// Time and memory of a printed register: a PDF report (lib/platform/pdf) of one table of 50 pages,
// in Danish with units' symbols and a logo, its rows made batch by batch as the list kit's database
// batches come, and its bytes read and dropped as fast as a client could take them:
//   npm run bench:pdf [-- --pages 50 --runs 10]
// It prints the p50 / p95 time from the start to the last byte (target: 3 s for 50 pages) and the
// peak growth of the resident memory over the process's own after a warm-up; then the same for a
// report four times as long, whose growth should be the same: pages are written out and let go,
// nothing holds the whole document or its rows.
import { crc32, deflateSync } from "node:zlib";
import { reportPdf } from "../lib/platform/pdf/report.ts";

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const PAGES = Number(arg("pages", "50"));
const RUNS = Number(arg("runs", "10"));
// rows of one line each fit 44 to a page under the header (45 less the title block's on the first)
const ROWS_PER_PAGE = 44;
const BATCH = 500;
// the last chunks read, which hold the page tree (written at the end, before the xref table)
const TAIL_CHUNKS = 16;

const COLUMNS = [
  { header: "Produktnavn", width: 3 },
  { header: "CAS-nr.", width: 1, align: "right" },
  { header: "Lager", width: 2 },
  { header: "Mængde", width: 1, align: "right" },
  { header: "Grænseværdi", width: 2 },
];
const NAMES = ["Acetone", "Ethanol 96 %", "Natriumhypoklorit", "Isopropanol", "Rengøringsmiddel blå", "Smøreolie"];
const STORES = ["Lager Ærø", "Værksted", "Kælder 2", "Tørrerum"];

async function* rows(count) {
  for (let start = 0; start < count; start += BATCH) {
    yield Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => {
      const index = start + offset;
      return [
        `${NAMES[index % NAMES.length]} ${index}`,
        `${100 + (index % 900)}-${10 + (index % 90)}-${index % 10}`,
        STORES[index % STORES.length],
        `${(index % 40) + 1} m³`,
        `≤ ${(index % 9) + 1} µg/m³ ved 20 °C`,
      ];
    });
  }
}

/** A PNG logo of 240 × 80 pixels with an alpha channel, as most logos are. */
function logo() {
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const header = Buffer.from([0, 0, 0, 240, 0, 0, 0, 80, 8, 6, 0, 0, 0]);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(240 * 4, 0x90)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: 80 }, () => row)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", pixels), chunk("IEND", Buffer.alloc(0))]);
}
const LOGO = logo();

/** One report read to its end: seconds, bytes, pages and the peak RSS seen while it was made. */
async function render(pages) {
  const rowCount = pages * ROWS_PER_PAGE;
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  const started = performance.now();
  const stream = reportPdf(
    {
      title: "Kemikalieregister",
      lines: ["Ærø Maskinfabrik ApS", "1. januar 2026 – 31. december 2026"],
      generated: "Genereret 28. november 2026 kl. 19:40",
      pageLabel: (page) => `Side ${page}`,
      language: "da",
      logo: LOGO,
    },
    (report) => report.table({ columns: COLUMNS, rows: rows(rowCount) }),
  );
  let bytes = 0;
  let tail = [];
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    bytes += read.value.length;
    tail.push(read.value);
    if (tail.length > TAIL_CHUNKS) tail = tail.slice(-TAIL_CHUNKS);
    // the drawing runs on microtasks, where a timer does not fire: sampled with each chunk as well
    peak = Math.max(peak, process.memoryUsage.rss());
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return { seconds, bytes, pages: pageCount(Buffer.concat(tail).toString("latin1")), peak };
}

/** The page count from the page tree, which PDFKit writes at the end, before the xref table. */
const pageCount = (tail) => Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(tail)?.[1] ?? NaN);

const settle = async () => {
  global.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 100));
  global.gc?.();
};

async function measure(pages, runs) {
  const seconds = [];
  const growth = [];
  let last;
  for (let run = 0; run < runs; run++) {
    await settle();
    const before = process.memoryUsage.rss();
    last = await render(pages);
    seconds.push(last.seconds);
    growth.push(last.peak - before);
  }
  const sorted = (values) => [...values].sort((a, b) => a - b);
  const pick = (values, q) => sorted(values)[Math.min(values.length - 1, Math.floor(q * values.length))];
  const mb = (value) => (value / 1024 / 1024).toFixed(1);
  console.log(
    `${String(last.pages).padStart(4)} pages (${pages * ROWS_PER_PAGE} rows, ${mb(last.bytes)} MB)` +
      `   p50 ${pick(seconds, 0.5).toFixed(2)} s   p95 ${pick(seconds, 0.95).toFixed(2)} s` +
      `   peak RSS growth p50 ${mb(pick(growth, 0.5))} MB, max ${mb(Math.max(...growth))} MB   (${runs} runs)`,
  );
}

if (!global.gc) console.log("(run with --expose-gc, as npm run bench:pdf does, for steadier memory figures)");
// a warm-up: the code compiled, the fonts read and parsed once, as in a server that has made one
await render(2);
await settle();
console.log(`resident memory after a warm-up: ${(process.memoryUsage.rss() / 1024 / 1024).toFixed(0)} MB`);
await measure(PAGES, RUNS);
await measure(PAGES * 4, Math.max(1, Math.ceil(RUNS / 4)));
