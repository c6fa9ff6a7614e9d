// The text of a PDF written with PDFKit's standard fonts, for tests: each content stream (exactly
// its /Length bytes) inflated, the strings of its text operators (Tj, TJ) decoded from WinAnsi, one
// line per text object.
import { inflateSync } from "node:zlib";

const winAnsi = new TextDecoder("windows-1252");

const hexText = (hex: string) => winAnsi.decode(Buffer.from(hex.replace(/\s+/g, ""), "hex"));

/** The document's text, in the order it is drawn, page after page. */
export function pdfText(bytes: Buffer): string {
  const raw = bytes.toString("latin1");
  const lines: string[] = [];
  for (const match of raw.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const data = bytes.subarray(start, start + Number(match[1]));
    let content: string;
    try {
      content = inflateSync(data).toString("latin1");
    } catch {
      content = data.toString("latin1");
    }
    for (const object of content.matchAll(/BT([\s\S]*?)ET/g)) {
      const strings = [...object[1].matchAll(/<([0-9a-fA-F\s]*)>/g)].map((string) => hexText(string[1]));
      lines.push(strings.join(""));
    }
  }
  return lines.join("\n");
}
