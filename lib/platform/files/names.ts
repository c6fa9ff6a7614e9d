// File names as they are stored and offered for download: cleaned of paths and characters that
// break headers or file systems, never ending in a program's or script's extension, and always
// ending in an extension of the type the bytes really are.

/**
 * Extensions that a browser or an operating system runs, renders as a page or opens with a
 * scripting host. A name ending in one is refused whatever the bytes are.
 */
const REFUSED_EXTENSIONS = new Set(
  [
    // programs and installers
    "exe com scr pif cpl msi msp msc dll sys drv ocx appx msix app dmg pkg deb rpm apk jar wasm bin run elf",
    // scripts and their hosts
    "bat cmd ps1 psm1 psd1 vb vbs vbe js jse mjs cjs ts wsf wsh wsc sct hta sh bash zsh csh ksh command",
    "py pyw pl rb php phtml asp aspx jsp cgi lnk reg scf url inf",
    // pages and active documents that a browser renders
    "html htm xhtml shtml mht mhtml svg svgz xml xsl xslt swf",
    // Office documents with macros
    "docm dotm xlsm xltm xlam pptm potm ppam sldm",
  ]
    .join(" ")
    .split(" "),
);

/** The extensions each accepted type may carry; the first is the one given when the name's is wrong. */
const TYPE_EXTENSIONS: Record<string, string[]> = {
  "application/pdf": ["pdf"],
  "image/png": ["png"],
  "image/apng": ["png", "apng"],
  "image/jpeg": ["jpg", "jpeg", "jpe", "jfif"],
  "image/gif": ["gif"],
  "image/webp": ["webp"],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": ["docx"],
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": ["xlsx"],
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": ["pptx"],
  "application/vnd.oasis.opendocument.text": ["odt"],
  "application/vnd.oasis.opendocument.spreadsheet": ["ods"],
  "application/vnd.oasis.opendocument.presentation": ["odp"],
  "application/msword": ["doc"],
  "application/vnd.ms-excel": ["xls"],
  "application/vnd.ms-powerpoint": ["ppt"],
  "application/vnd.ms-outlook": ["msg"],
  "text/plain": ["txt", "log"],
  "text/csv": ["csv"],
  "text/markdown": ["md"],
};

/**
 * Extensions that stand for a type, so that a wrong one is replaced rather than kept in front of
 * the right one ("scan.jpg" that is a PNG becomes "scan.png", "minutes.v2" a PDF "minutes.v2.pdf").
 */
const KNOWN_EXTENSIONS = new Set([
  ...REFUSED_EXTENSIONS,
  ...Object.values(TYPE_EXTENSIONS).flat(),
  ..."zip rar 7z gz tar rtf tif tiff bmp heic avif odg".split(" "),
]);

/** The last extension, lower case, without the dot; "" when there is none. */
export const extensionOf = (name: string) => name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? "";

/** A file name safe for storage and for a Content-Disposition header, without any folder. */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFC")
    .replace(/[\u0000-\u001f\u007f-\u009f<>:"|?*]/g, "")
    // bidirectional controls let "cod.pdf" hide "fdp.exe"; they have no place in a file name
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .replace(/^[.\s]+/, "")
    // Windows drops trailing dots and spaces, so "x.exe." would open as "x.exe"
    .replace(/[.\s]+$/, "")
    .slice(0, 200)
    .trim();
  return cleaned || "file";
}

/** Whether the (sanitised) name ends in the extension of a program, a script or a web page. */
export const hasRefusedExtension = (name: string) => REFUSED_EXTENSIONS.has(extensionOf(sanitizeFileName(name)));

/**
 * The name with an extension of the given content type: kept when it already has one, a wrong
 * known extension replaced, anything else appended. Unknown types leave the name as it is.
 */
export function nameForType(name: string, contentType: string): string {
  const allowed = TYPE_EXTENSIONS[contentType.split(";")[0].trim().toLowerCase()];
  if (!allowed) return name;
  const extension = extensionOf(name);
  if (allowed.includes(extension)) return name;
  const stem = KNOWN_EXTENSIONS.has(extension) ? name.slice(0, -extension.length - 1) : name;
  return `${stem.slice(0, 200 - allowed[0].length - 1) || "file"}.${allowed[0]}`;
}
