// Word, Excel and PowerPoint files (Office Open XML) are ZIP packages. Seeing the names
// "[Content_Types].xml" and "word/" in the bytes proves nothing: any ZIP can hold them. A package
// is taken for what it claims only when its central directory reads, its content types declare the
// format's main part, the package relationships point at that part and the part is in the archive.
import { inflateRawSync } from "node:zlib";

const MAIN_PART_TYPES: Record<string, string> = {
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml":
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml":
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml":
    "application/vnd.openxmlformats-officedocument.presentationml.presentation",
};

const OFFICE_DOCUMENT_RELATIONSHIP = /\/officeDocument$/;
/** The small XML parts read here; anything larger is not a plausible package. */
const MAX_XML_PART_BYTES = 1024 * 1024;

type Entry = { name: string; method: number; compressedSize: number; size: number; localOffset: number };

/** The entries of the central directory, or undefined when the bytes are no complete ZIP. */
function centralDirectory(bytes: Buffer): Map<string, Entry> | undefined {
  // the end record is in the last 22 bytes plus at most a 64 KiB comment
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (bytes.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  let at = bytes.readUInt32LE(end + 16);
  if (at + size > end) return undefined; // also catches ZIP64, whose fields here read 0xffffffff
  const entries = new Map<string, Entry>();
  for (let index = 0; index < count; index++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== 0x02014b50) return undefined;
    const nameLength = bytes.readUInt16LE(at + 28);
    const skip = nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    // part names are case-insensitive in a package
    const name = bytes.toString("utf8", at + 46, at + 46 + nameLength).toLowerCase();
    entries.set(name, {
      name,
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
    });
    at += 46 + skip;
  }
  return entries;
}

/** The entry's data, checked against its local header; undefined when it cannot be read. */
function entryData(bytes: Buffer, entry: Entry): Buffer | undefined {
  const at = entry.localOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== 0x04034b50) return undefined;
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const raw = bytes.subarray(start, start + entry.compressedSize);
  if (raw.length !== entry.compressedSize) return undefined;
  if (entry.method === 0) return raw;
  if (entry.method !== 8) return undefined;
  try {
    return inflateRawSync(raw, { maxOutputLength: MAX_XML_PART_BYTES });
  } catch {
    return undefined;
  }
}

function xmlPart(bytes: Buffer, entries: Map<string, Entry>, name: string): string | undefined {
  const entry = entries.get(name.toLowerCase());
  if (!entry || entry.size > MAX_XML_PART_BYTES) return undefined;
  return entryData(bytes, entry)?.toString("utf8");
}

/** The attributes of every element with the given local name (namespace prefixes ignored). */
function elements(xml: string, localName: string): Record<string, string>[] {
  const pattern = new RegExp(`<(?:[\\w.-]+:)?${localName}\\b([^>]*)>`, "g");
  return [...xml.matchAll(pattern)].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)].map((m) => [m[1], m[2] ?? m[3]]),
    ),
  );
}

/** "/word/document.xml" and "word/document.xml" both name the entry "word/document.xml". */
const partName = (name: string) => decodeURIComponent(name).replace(/^\//, "").toLowerCase();

/**
 * The Office Open XML type of a package whose main part is declared, referenced and present;
 * undefined for anything else (a plain ZIP, a damaged or macro-enabled package).
 */
export function officeOpenXmlType(bytes: Buffer): string | undefined {
  try {
    const entries = centralDirectory(bytes);
    if (!entries) return undefined;
    const contentTypes = xmlPart(bytes, entries, "[Content_Types].xml");
    const relationships = xmlPart(bytes, entries, "_rels/.rels");
    if (!contentTypes || !relationships) return undefined;
    const mains = elements(contentTypes, "Override").filter((override) => MAIN_PART_TYPES[override.ContentType]);
    if (mains.length !== 1 || !mains[0].PartName) return undefined;
    const main = partName(mains[0].PartName);
    const referenced = elements(relationships, "Relationship").some(
      (relationship) =>
        OFFICE_DOCUMENT_RELATIONSHIP.test(relationship.Type ?? "") &&
        relationship.TargetMode !== "External" &&
        partName(relationship.Target ?? "") === main,
    );
    const entry = entries.get(main);
    if (!referenced || !entry || bytes.readUInt32LE(entry.localOffset) !== 0x04034b50) return undefined;
    return MAIN_PART_TYPES[mains[0].ContentType];
  } catch {
    // offsets pointing outside the buffer, malformed escapes: not a package
    return undefined;
  }
}
