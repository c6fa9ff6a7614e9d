import "server-only";
import contentDisposition from "content-disposition";
import { nameForType } from "./names";
import { fileStorage } from "./storage";

/**
 * The file as an attachment under its stored name, with an extension of its real type (names
 * stored before names were checked may still end in another); never rendered inline. The
 * plain `filename` is the name in ASCII, so that any non-ASCII name also goes in `filename*` as
 * UTF-8 (the library's own fallback keeps Latin-1 letters, which browsers decode differently).
 */
export async function attachmentResponse(file: {
  name: string;
  contentType: string;
  size: number;
  storageKey: string;
}) {
  const name = nameForType(file.name, file.contentType);
  return new Response(await fileStorage().read(file.storageKey), {
    headers: {
      "content-type": file.contentType,
      "content-length": String(file.size),
      "content-disposition": contentDisposition(name, { fallback: name.replace(/[^\x20-\x7e]/g, "_") }),
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    },
  });
}
