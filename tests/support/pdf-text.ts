// The text of a PDF written with PDFKit, for tests, read as a viewer reads it: the pages in the
// order of the page tree, each page's content stream, and the strings of its text operators (Tj,
// TJ) decoded through the font they are drawn in: an embedded font's ToUnicode CMap (its strings
// are glyph ids), or WinAnsi for the standard fonts. One line per text object. Not a general PDF
// reader: it knows PDFKit's layout (a classic xref table, direct /Length values, one content stream
// per page), and fails loudly on anything else.
import { inflateSync } from "node:zlib";

type PdfObject = { dict: string; stream?: Buffer };
type Font = { decode: (hex: string) => string };

export type PdfPage = {
  /** The page's text objects, in the order they are drawn. */
  lines: string[];
  /** The same with where each starts: its baseline in points from the page's bottom left corner. */
  texts: { text: string; x: number; y: number }[];
  /** The images the page draws (its image XObjects that a `Do` paints), in pixels. */
  images: { width: number; height: number }[];
  /** The page's content stream as it is: for tests of what is drawn besides text (a QR code's rectangles). */
  content: string;
};

const winAnsi = new TextDecoder("windows-1252");
const utf16 = new TextDecoder("utf-16be");

const hexBytes = (hex: string) => Buffer.from(hex.replace(/\s+/g, ""), "hex");

/** Every object by number, each cut out of the file between its offset and the next one's. */
function readObjects(bytes: Buffer): Map<number, PdfObject> {
  const raw = bytes.toString("latin1");
  const xref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(raw)?.[1]);
  const table = /^xref\s+0 (\d+)\s+/.exec(raw.slice(xref));
  if (!table) throw new Error("pdf-text: no classic xref table (not a PDFKit file?)");
  const entries = raw
    .slice(xref + table[0].length)
    .split(/\r?\n/)
    .slice(0, Number(table[1]));
  const offsets = entries
    .map((entry, id) => ({ id, offset: Number(entry.slice(0, 10)), used: entry.slice(17, 18) === "n" }))
    .filter((entry) => entry.used)
    .sort((a, b) => a.offset - b.offset);
  const objects = new Map<number, PdfObject>();
  offsets.forEach(({ id, offset }, index) => {
    const end = index + 1 < offsets.length ? offsets[index + 1].offset : xref;
    const text = raw.slice(offset, end);
    const header = new RegExp(`^${id} 0 obj\\s*`).exec(text);
    if (!header) throw new Error(`pdf-text: object ${id} is not at its xref offset`);
    const body = text.slice(header[0].length);
    const streamAt = body.search(/\bstream\r?\n/);
    if (streamAt < 0) {
      objects.set(id, { dict: body.replace(/\s*endobj\s*$/, "") });
      return;
    }
    const dict = body.slice(0, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const start = offset + header[0].length + streamAt + /stream\r?\n/.exec(body.slice(streamAt))![0].length;
    const data = bytes.subarray(start, start + length);
    objects.set(id, { dict, stream: /\/Filter \/FlateDecode/.test(dict) ? inflateSync(data) : data });
  });
  return objects;
}

const ref = (dict: string, key: string) => {
  const match = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
  return match ? Number(match[1]) : undefined;
};

/** The `/Name n 0 R` entries of a sub-dictionary such as `/Font << … >>`. */
const namedRefs = (dict: string, key: string) => {
  const inner = new RegExp(`/${key}\\s*<<([^>]*)>>`).exec(dict)?.[1] ?? "";
  return new Map([...inner.matchAll(/\/(\S+)\s+(\d+) 0 R/g)].map((match) => [match[1], Number(match[2])]));
};

/** A ToUnicode CMap as a map from a glyph's code to its text. */
function readCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const text = (hex: string) => utf16.decode(hexBytes(hex));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const entry of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]*)>/g)) {
      map.set(parseInt(entry[1], 16), text(entry[2]));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const entry of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]*>)/g)) {
      const low = parseInt(entry[1], 16);
      const high = parseInt(entry[2], 16);
      if (entry[3].startsWith("[")) {
        [...entry[3].matchAll(/<([0-9a-fA-F\s]*)>/g)].forEach((target, index) => map.set(low + index, text(target[1])));
      } else {
        // a range of consecutive codes to consecutive characters
        const first = hexBytes(entry[3]);
        for (let code = low; code <= high; code++) {
          const target = Buffer.from(first);
          target.writeUInt16BE(target.readUInt16BE(target.length - 2) + code - low, target.length - 2);
          map.set(code, utf16.decode(target));
        }
      }
    }
  }
  return map;
}

function readFont(objects: Map<number, PdfObject>, id: number): Font {
  const dict = objects.get(id)?.dict ?? "";
  const toUnicode = ref(dict, "ToUnicode");
  if (toUnicode === undefined) return { decode: (hex) => winAnsi.decode(hexBytes(hex)) };
  const cmap = readCmap(objects.get(toUnicode)!.stream!.toString("latin1"));
  // PDFKit's embedded fonts are Identity-H: two bytes a glyph
  return {
    decode: (hex) => {
      const codes = hexBytes(hex);
      let out = "";
      for (let at = 0; at + 1 < codes.length; at += 2) out += cmap.get(codes.readUInt16BE(at)) ?? "\uFFFD";
      return out;
    },
  };
}

function readPage(objects: Map<number, PdfObject>, id: number, fonts: Map<number, Font>): PdfPage {
  const page = objects.get(id)!.dict;
  const resourcesId = ref(page, "Resources");
  const resources = resourcesId === undefined ? page : objects.get(resourcesId)!.dict;
  const fontIds = namedRefs(resources, "Font");
  const xobjects = namedRefs(resources, "XObject");
  const contents = ref(page, "Contents");
  const content = contents === undefined ? "" : (objects.get(contents)!.stream ?? Buffer.alloc(0)).toString("latin1");
  const fontNamed = (name: string) => {
    const fontId = fontIds.get(name);
    if (fontId === undefined) throw new Error(`pdf-text: page ${id} uses font /${name}, not in its resources`);
    if (!fonts.has(fontId)) fonts.set(fontId, readFont(objects, fontId));
    return fonts.get(fontId)!;
  };

  const texts: PdfPage["texts"] = [];
  const images: PdfPage["images"] = [];
  let line: string | undefined;
  let at = { x: NaN, y: NaN };
  let font: Font | undefined;
  const operators =
    /(?<![\w/])(BT|ET)(?!\w)|\/([^\s/[\]<>()]+)\s+[-\d.]+\s+Tf|\/([^\s/[\]<>()]+)\s+Do(?!\w)|<(?!<)([0-9a-fA-F\s]*)>|(?:[-\d.]+\s+){4}([-\d.]+)\s+([-\d.]+)\s+Tm/g;
  for (const [, textObject, fontName, xobject, hex, x, y] of content.matchAll(operators)) {
    if (textObject === "BT") line = "";
    else if (textObject === "ET") {
      texts.push({ text: line ?? "", ...at });
      line = undefined;
      at = { x: NaN, y: NaN };
    } else if (x !== undefined) at = { x: Number(x), y: Number(y) };
    else if (fontName) font = fontNamed(fontName);
    else if (xobject) {
      const image = objects.get(xobjects.get(xobject)!)!.dict;
      if (/\/Subtype \/Image/.test(image)) {
        images.push({
          width: Number(/\/Width (\d+)/.exec(image)![1]),
          height: Number(/\/Height (\d+)/.exec(image)![1]),
        });
      }
    } else if (hex !== undefined && line !== undefined) {
      if (!font) throw new Error(`pdf-text: text without a font on page ${id}`);
      line += font.decode(hex);
    }
  }
  return { lines: texts.map((text) => text.text), texts, images, content };
}

/** The document's pages, in order, each with its text and its images. */
export function pdfPages(bytes: Buffer): PdfPage[] {
  const objects = readObjects(bytes);
  const catalog = [...objects.values()].find((object) => /\/Type \/Catalog/.test(object.dict));
  if (!catalog) throw new Error("pdf-text: no catalog");
  const pages = objects.get(ref(catalog.dict, "Pages")!)!.dict;
  const kids = [.../\/Kids \[([^\]]*)\]/.exec(pages)![1].matchAll(/(\d+) 0 R/g)].map((match) => Number(match[1]));
  const fonts = new Map<number, Font>();
  return kids.map((kid) => readPage(objects, kid, fonts));
}

/** The document's text, in the order it is drawn, page after page. */
export function pdfText(bytes: Buffer): string {
  return pdfPages(bytes)
    .map((page) => page.lines.join("\n"))
    .join("\n");
}
