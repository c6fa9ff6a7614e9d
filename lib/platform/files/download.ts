import "server-only";
import contentDisposition from "content-disposition";
import { fileStorage } from "./storage";

/**
 * The file as an attachment under its original name; never rendered inline by the browser. The
 * plain `filename` is the name in ASCII, so that any non-ASCII name also goes in `filename*` as
 * UTF-8 (the library's own fallback keeps Latin-1 letters, which browsers decode differently).
 */
export async function attachmentResponse(file: {
  name: string;
  contentType: string;
  size: number;
  storageKey: string;
}) {
  return new Response(await fileStorage().read(file.storageKey), {
    headers: {
      "content-type": file.contentType,
      "content-length": String(file.size),
      "content-disposition": contentDisposition(file.name, { fallback: file.name.replace(/[^\x20-\x7e]/g, "_") }),
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    },
  });
}
