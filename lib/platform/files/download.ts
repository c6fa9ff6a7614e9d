import "server-only";
import { fileStorage } from "./storage";

/** The file as an attachment under its original name; never rendered inline by the browser. */
export async function attachmentResponse(file: {
  name: string;
  contentType: string;
  size: number;
  storageKey: string;
}) {
  const ascii = file.name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return new Response(await fileStorage().read(file.storageKey), {
    headers: {
      "content-type": file.contentType,
      "content-length": String(file.size),
      "content-disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    },
  });
}
