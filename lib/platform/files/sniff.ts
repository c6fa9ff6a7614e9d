// The content type of an upload, read from its bytes; the client's claim is never trusted.
// Only types on the allow list are accepted; executables are named as such.

export type Sniffed = { contentType: string } | { refused: "executable" | "not_allowed" };

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString("latin1");
const extensionOf = (name: string) => name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? "";

const EXECUTABLE_SIGNATURES = [
  [0x4d, 0x5a], // MZ: Windows PE
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xca, 0xfe, 0xba, 0xbe], // Mach-O and fat binaries
  [0x23, 0x21], // #! scripts
];

const OLE_TYPES: Record<string, string> = {
  doc: "application/msword",
  xls: "application/vnd.ms-excel",
  ppt: "application/vnd.ms-powerpoint",
  msg: "application/vnd.ms-outlook",
};

const TEXT_TYPES: Record<string, string> = {
  txt: "text/plain",
  csv: "text/csv",
  md: "text/markdown",
  log: "text/plain",
};

function sniffZip(bytes: Uint8Array): string | null {
  const head = ascii(bytes, 0, Math.min(bytes.length, 64 * 1024));
  if (head.includes("mimetypeapplication/vnd.oasis.opendocument.")) {
    const kind = /mimetypeapplication\/vnd\.oasis\.opendocument\.(text|spreadsheet|presentation)/.exec(head)?.[1];
    return kind ? `application/vnd.oasis.opendocument.${kind}` : null;
  }
  if (!head.includes("[Content_Types].xml")) return null;
  if (head.includes("word/")) return "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
  if (head.includes("xl/")) return "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
  if (head.includes("ppt/")) return "application/vnd.openxmlformats-officedocument.presentationml.presentation";
  return null;
}

function isUtf8Text(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 8192);
  if (sample.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(
      sample.length === bytes.length ? sample : sample.subarray(0, sample.length - 4),
    );
    return true;
  } catch {
    return false;
  }
}

export function sniffContentType(bytes: Uint8Array, fileName: string): Sniffed {
  if (EXECUTABLE_SIGNATURES.some((signature) => startsWith(bytes, signature))) return { refused: "executable" };
  if (ascii(bytes, 0, 5) === "%PDF-") return { contentType: "application/pdf" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { contentType: "image/png" };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: "image/jpeg" };
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return { contentType: "image/gif" };
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return { contentType: "image/webp" };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const office = sniffZip(bytes);
    return office ? { contentType: office } : { refused: "not_allowed" };
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    const type = OLE_TYPES[extensionOf(fileName)];
    return type ? { contentType: type } : { refused: "not_allowed" };
  }
  const textType = TEXT_TYPES[extensionOf(fileName)];
  if (textType && isUtf8Text(bytes)) return { contentType: `${textType}; charset=utf-8` };
  return { refused: "not_allowed" };
}

/** A file name safe for storage and for a Content-Disposition header. */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFC")
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, "")
    .replace(/^\.+/, "")
    .trim()
    .slice(0, 200);
  return cleaned || "file";
}
