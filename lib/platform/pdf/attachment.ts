// A PDF sent as a file to download: the reports and the audit log's PDF answer through here, so
// that their headers cannot drift apart (as the sheets do through lists/export/attachment.ts).
import "server-only";
import contentDisposition from "content-disposition";
import { fileAnswer } from "@/lib/platform/api/response";

/**
 * The document as an attachment named `fileName`.pdf, never cached nor sniffed as another type. As
 * for stored files (files/download.ts), the plain `filename` is the name in ASCII, so that a Danish
 * name also goes in `filename*` as UTF-8 (the library's own fallback keeps Latin-1 letters, which
 * browsers decode differently).
 */
export function pdfAttachment(body: ReadableStream<Uint8Array> | Uint8Array, fileName: string): Response {
  const name = `${fileName}.pdf`;
  // a Buffer may sit on a shared memory the Response's types refuse: a copy, of a held document only
  return new Response(body instanceof Uint8Array ? new Uint8Array(body) : body, {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": contentDisposition(name, { fallback: name.replace(/[^\x20-\x7e]/g, "_") }),
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}

/** What a route that answers a report declares as its `response`. */
export const pdfFile = fileAnswer("application/pdf", "The document as a PDF, in the reader's language");
