// @ts-check
// The first worksheet of an XLSX file as text rows, read part by part with a streaming XML parser:
// the work follows the cells the file holds (a cell in column XFD costs what a cell in A costs),
// and the limits are checked at each cell and row, so a hostile file stops at the first cell past
// one. A cell reads as a spreadsheet program shows its value: shared and inline strings as text, a
// formula as its result, a number in a date format as YYYY-MM-DD. Runs in the sheet worker thread.
import { SaxesParser } from "saxes";
import { openZip, ZipRefusal } from "../files/zip-parts.mjs";
import { elementCounter } from "./element-count.mjs";
import { RowCollector, SheetRefusal } from "./sheet-rows.mjs";

/**
 * @typedef {import("./sheet-rows.mjs").RowLimits & { maxEntries: number, maxUnpackedBytes: number }} XlsxLimits
 * @typedef {import("saxes").SaxesTagPlain} Tag
 */

const RELATIONSHIP = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/";
/** The largest row number a worksheet may have (Excel's). */
const MAX_ROW = 1_048_576;
/** Built-in number formats that show a date or time (ECMA-376 part 1, 18.8.30). */
const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);
const DAY_MS = 86_400_000;
/** Excel's day 0 in the 1900 date system is 30 December 1899 (it counts 1900 as a leap year). */
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

const unreadable = (/** @type {string} */ log, /** @type {string | undefined} */ where = undefined) =>
  new SheetRefusal("unreadable", { format: "XLSX", where, log });

/**
 * Feeds XML text to handlers of opening tags, closing tags and text; a handler that throws ends
 * the parsing. Malformed XML is refused; a part the package lacks is read as empty.
 * @param {(feed: (chunk: Buffer) => void) => Promise<unknown>} source
 * @param {{ open?: (tag: Tag) => void, close?: (name: string) => void, text?: (text: string) => void }} handlers
 */
async function parseXml(source, handlers) {
  const parser = new SaxesParser({ xmlns: false });
  /** @type {unknown} */
  let failure;
  parser.on("error", (error) => {
    failure ??= unreadable(error.message);
  });
  if (handlers.open) parser.on("opentag", handlers.open);
  if (handlers.close) parser.on("closetag", (tag) => handlers.close?.(localName(tag.name)));
  if (handlers.text) parser.on("text", handlers.text);
  const decoder = new TextDecoder("utf-8");
  const found = await source((chunk) => {
    parser.write(decoder.decode(chunk, { stream: true }));
    if (failure) throw failure;
  });
  if (!found) return;
  parser.write(decoder.decode()).close();
  if (failure) throw failure;
}

/** "x:row" and "row" both name a row: prefixes are the file's choice. */
const localName = (/** @type {string} */ name) => name.slice(name.indexOf(":") + 1);

/** @param {Tag} tag @param {string} name */
const attribute = (tag, name) => {
  for (const [key, value] of Object.entries(tag.attributes)) if (localName(key) === name) return value;
  return undefined;
};

/** Where a relationship target points, from the folder of the part that names it. */
function resolvePart(/** @type {string} */ folder, /** @type {string} */ target) {
  if (target.startsWith("/")) return target.slice(1).toLowerCase();
  const parts = folder.split("/").filter(Boolean);
  for (const piece of target.split("/")) {
    if (piece === "..") parts.pop();
    else if (piece !== ".") parts.push(piece);
  }
  return parts.join("/").toLowerCase();
}

/** Does a custom number format show a date? It does when it has day, month or year codes outside quotes and brackets. */
const isDateFormat = (/** @type {string} */ code) =>
  /[dmy]/i.test(code.replace(/"[^"]*"|\[[^\]]*\]|\\./g, "").split(";")[0]);

/**
 * @param {Buffer} bytes
 * @param {XlsxLimits} limits
 */
export async function readXlsxRows(bytes, limits) {
  let zip;
  try {
    zip = await openZip(bytes, {
      maxEntries: limits.maxEntries,
      maxTotalBytes: limits.maxUnpackedBytes,
      maxPartBytes: limits.maxUnpackedBytes,
    });
    return await readWorkbook(zip, limits);
  } catch (error) {
    if (error instanceof ZipRefusal) {
      throw error.reason === "too_large"
        ? new SheetRefusal("too_large", { log: error.message })
        : unreadable(error.message);
    }
    throw error;
  }
}

/**
 * @param {import("../files/zip-parts.mjs").ZipArchive} zip
 * @param {XlsxLimits} limits
 */
async function readWorkbook(zip, limits) {
  /** @param {string} name */
  const from = (name) => (/** @type {(chunk: Buffer) => void} */ feed) => zip.stream(name, feed);

  // the package's main part is the workbook; its relationships name the sheets, strings and styles
  let workbookPart = "xl/workbook.xml";
  await parseXml(from("_rels/.rels"), {
    open: (tag) => {
      if (localName(tag.name) === "Relationship" && attribute(tag, "Type")?.endsWith("/officeDocument")) {
        workbookPart = resolvePart("", attribute(tag, "Target") ?? "");
      }
    },
  });
  if (!zip.names.has(workbookPart)) throw unreadable(`no workbook part ${workbookPart}`);
  const folder = workbookPart.slice(0, workbookPart.lastIndexOf("/") + 1);

  /** @type {string | undefined} */
  let firstSheetId;
  let epoch = EPOCH_1900;
  await parseXml(from(workbookPart), {
    open: (tag) => {
      const name = localName(tag.name);
      if (name === "workbookPr" && ["1", "true"].includes(attribute(tag, "date1904") ?? "")) epoch = EPOCH_1904;
      if (name === "sheet" && firstSheetId === undefined) firstSheetId = attribute(tag, "id");
    },
  });
  const collector = new RowCollector(limits);
  if (firstSheetId === undefined) return collector.table();

  /** @type {Record<string, string>} */
  const targets = {};
  /** @type {string | undefined} */
  let sharedStringsPart;
  /** @type {string | undefined} */
  let stylesPart;
  const relsPart = `${folder}_rels/${workbookPart.slice(folder.length)}.rels`;
  await parseXml(from(relsPart), {
    open: (tag) => {
      if (localName(tag.name) !== "Relationship") return;
      const target = resolvePart(folder, attribute(tag, "Target") ?? "");
      const type = attribute(tag, "Type") ?? "";
      targets[attribute(tag, "Id") ?? ""] = target;
      if (type === `${RELATIONSHIP}sharedStrings`) sharedStringsPart = target;
      if (type === `${RELATIONSHIP}styles`) stylesPart = target;
    },
  });
  const sheetPart = targets[firstSheetId];
  if (!sheetPart || !zip.names.has(sheetPart)) throw unreadable(`no worksheet part for ${firstSheetId}`);

  // the cells and strings are counted before they are parsed: a flood is refused at the cost of unpacking it
  await countAtMost(from(sheetPart), "c", limits.maxCells);
  if (sharedStringsPart) await countAtMost(from(sharedStringsPart), "si", limits.maxCells);
  const dateStyles = stylesPart ? await readDateStyles(from(stylesPart)) : new Set();
  const strings = sharedStringsPart ? await readSharedStrings(from(sharedStringsPart), limits.maxCells) : [];
  await readCells(from(sheetPart), collector, { strings, dateStyles, epoch });
  return collector.table();
}

/**
 * Refuses a part with more than `limit` elements of a name (cells, shared strings), unparsed.
 * @param {(feed: (chunk: Buffer) => void) => Promise<unknown>} source
 * @param {string} name
 * @param {number} limit
 */
async function countAtMost(source, name, limit) {
  await source(
    elementCounter(name, limit, (count) => {
      throw new SheetRefusal("too_many_cells", { log: `more than ${count - 1} <${name}> elements` });
    }),
  );
}

/**
 * The cell styles (indexes into cellXfs) whose number format shows a date.
 * @param {(feed: (chunk: Buffer) => void) => Promise<unknown>} source
 */
async function readDateStyles(source) {
  /** @type {Set<number>} */
  const customDates = new Set();
  /** @type {Set<number>} */
  const dateStyles = new Set();
  let inCellXfs = false;
  let index = 0;
  await parseXml(source, {
    open: (tag) => {
      const name = localName(tag.name);
      if (name === "numFmt" && isDateFormat(attribute(tag, "formatCode") ?? "")) {
        customDates.add(Number(attribute(tag, "numFmtId")));
      } else if (name === "cellXfs") inCellXfs = true;
      else if (name === "xf" && inCellXfs) {
        const format = Number(attribute(tag, "numFmtId") ?? 0);
        if (DATE_FORMAT_IDS.has(format) || customDates.has(format)) dateStyles.add(index);
        index++;
      }
    },
    close: (name) => {
      if (name === "cellXfs") inCellXfs = false;
    },
  });
  return dateStyles;
}

/**
 * The shared strings: each item's text, runs joined, phonetic guides left out.
 * @param {(feed: (chunk: Buffer) => void) => Promise<unknown>} source
 * @param {number} maxItems
 */
async function readSharedStrings(source, maxItems) {
  /** @type {string[]} */
  const strings = [];
  let text = "";
  let inText = false;
  let inPhonetic = false;
  await parseXml(source, {
    open: (tag) => {
      const name = localName(tag.name);
      if (name === "si") text = "";
      else if (name === "rPh") inPhonetic = true;
      else if (name === "t" && !inPhonetic) inText = true;
    },
    text: (value) => {
      if (inText) text += value;
    },
    close: (name) => {
      if (name === "t") inText = false;
      else if (name === "rPh") inPhonetic = false;
      else if (name === "si") {
        if (strings.length >= maxItems) throw new SheetRefusal("too_many_cells", { log: "shared strings" });
        strings.push(text);
      }
    },
  });
  return strings;
}

/**
 * "B12" as its column (2) and row (12).
 * @param {string} reference
 */
function cellPosition(reference) {
  const match = /^([A-Z]{1,3})(\d{1,7})$/.exec(reference);
  if (!match) return undefined;
  let column = 0;
  for (const letter of match[1]) column = column * 26 + letter.charCodeAt(0) - 64;
  return { column, row: Number(match[2]) };
}

/**
 * @param {(feed: (chunk: Buffer) => void) => Promise<unknown>} source
 * @param {RowCollector} collector
 * @param {{ strings: string[], dateStyles: Set<number>, epoch: number }} book
 */
async function readCells(source, collector, book) {
  let row = 0;
  /** @type {string[]} */
  let cells = [];
  let column = 0;
  let type = "";
  let dated = false;
  let value = "";
  /** the element whose text is the cell's value: <v>, or <t> of an inline string */
  let inValue = false;

  const cellValue = () => {
    if (type === "s") {
      const text = book.strings[Number(value)];
      if (text === undefined) throw unreadable(`shared string ${value}`, `row ${row}`);
      return text;
    }
    if (type === "inlineStr" || type === "str" || type === "e") return value;
    if (type === "b") return value === "1" ? "true" : value === "0" ? "false" : value;
    if (value === "") return "";
    const number = Number(value);
    if (!Number.isFinite(number)) return value;
    if (dated) return new Date(book.epoch + Math.round(number * DAY_MS)).toISOString().slice(0, 10);
    return String(number);
  };

  const rowOf = (/** @type {unknown} */ error) => {
    // malformed XML in the worksheet: the row it broke in is what the person can look at
    if (error instanceof SheetRefusal && error.reason === "unreadable" && !error.where) error.where = `row ${row}`;
    return error;
  };
  await parseXml(source, {
    open: (tag) => {
      const name = localName(tag.name);
      if (name === "row") {
        // the worksheet's own attributes carry no prefix: read directly, this runs for every cell
        const number = tag.attributes.r;
        row = number === undefined ? row + 1 : Number(number);
        if (!Number.isInteger(row) || row < 1 || row > MAX_ROW) throw unreadable(`row ${number}`);
        cells = [];
        column = 0;
      } else if (name === "c") {
        const { r: reference, t, s } = tag.attributes;
        const position = reference === undefined ? { column: column + 1, row } : cellPosition(reference);
        if (!position || position.row !== row) throw unreadable(`cell ${reference}`, `row ${row}`);
        column = position.column;
        collector.cell(row, column);
        type = t ?? "n";
        dated = s !== undefined && book.dateStyles.has(Number(s));
        value = "";
      } else if (name === "v" || (name === "t" && type === "inlineStr")) inValue = true;
    },
    text: (text) => {
      if (inValue) value += text;
    },
    close: (name) => {
      if (name === "v" || name === "t") inValue = false;
      else if (name === "c") cells[column - 1] = cellValue();
      else if (name === "row") collector.add(row, cells);
    },
  }).catch((error) => {
    throw rowOf(error);
  });
}
