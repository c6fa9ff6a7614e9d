// The content type of an upload, read from its bytes by file-type; the client's claim is never
// trusted. Only types on the allow list are accepted; executables are named as such.
import { isUtf8 } from "node:buffer";
import { fileTypeFromBuffer } from "file-type";
import { extensionOf } from "./names";
import { officeOpenXmlType } from "./ooxml";

export type Sniffed = { contentType: string } | { refused: "executable" | "not_allowed" };

/** What file-type calls programs and installable packages. */
const EXECUTABLE_TYPES = new Set([
  "application/x-msdownload", // Windows PE
  "application/x-elf",
  "application/x-mach-binary", // Mach-O and fat binaries
  "application/wasm",
  "application/java-archive",
  "application/vnd.android.package-archive",
  "application/x-deb",
  "application/x-rpm",
]);

const ALLOWED_TYPES = new Set([
  "application/pdf",
  "image/png",
  "image/apng",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  "application/vnd.oasis.opendocument.text",
  "application/vnd.oasis.opendocument.spreadsheet",
  "application/vnd.oasis.opendocument.presentation",
]);

/**
 * Legacy Word, Excel, PowerPoint and Outlook files share one container format (file-type reports
 * `application/x-cfb`), which does not say which of them it holds; the name's extension does.
 */
const COMPOUND_FILE_TYPES: Record<string, string> = {
  doc: "application/msword",
  xls: "application/vnd.ms-excel",
  ppt: "application/vnd.ms-powerpoint",
  msg: "application/vnd.ms-outlook",
};

/**
 * Text has no magic bytes, so file-type cannot recognise it: a file it does not recognise is
 * accepted as text when its name says text and its start is UTF-8 without NUL bytes.
 */
const TEXT_TYPES: Record<string, string> = {
  txt: "text/plain",
  csv: "text/csv",
  md: "text/markdown",
  log: "text/plain",
};

/** The first 8 KiB; a longer file is cut 4 bytes earlier so that a split character cannot fail it. */
function startsAsUtf8Text(bytes: Uint8Array): boolean {
  const sample = bytes.length > 8192 ? bytes.subarray(0, 8188) : bytes;
  return !sample.includes(0) && isUtf8(sample);
}

/** Scripts are text to file-type; `#!` at the start makes one runnable. */
const isScript = (bytes: Uint8Array) => bytes[0] === 0x23 && bytes[1] === 0x21;

export async function sniffContentType(bytes: Uint8Array, fileName: string): Promise<Sniffed> {
  if (isScript(bytes)) return { refused: "executable" };
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (detected) {
    if (EXECUTABLE_TYPES.has(detected.mime)) return { refused: "executable" };
    // file-type guesses Office files from entry names (and calls some plain ZIP); the package's
    // own content types and relationships must say what it is
    if (
      detected.mime === "application/zip" ||
      detected.mime.startsWith("application/vnd.openxmlformats-officedocument.")
    ) {
      const type = await officeOpenXmlType(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      return type ? { contentType: type } : { refused: "not_allowed" };
    }
    if (ALLOWED_TYPES.has(detected.mime)) return { contentType: detected.mime };
    const compound = detected.mime === "application/x-cfb" ? COMPOUND_FILE_TYPES[extensionOf(fileName)] : undefined;
    return compound ? { contentType: compound } : { refused: "not_allowed" };
  }
  const textType = TEXT_TYPES[extensionOf(fileName)];
  if (textType && startsAsUtf8Text(bytes)) return { contentType: `${textType}; charset=utf-8` };
  return { refused: "not_allowed" };
}
