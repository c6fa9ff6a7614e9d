// GET /assets/swagger-ui/{file}: Swagger UI's script and stylesheet from the app's own origin, so that
// the API reference page runs under the app's CSP (scripts from 'self' with the page's nonce).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { errorResponse, notFound } from "@/lib/platform/api/errors";

// each file named in full, so that only these two files are traced into a build
const FILES: Record<string, { type: string; read: () => Promise<Buffer> }> = {
  "swagger-ui-bundle.js": {
    type: "text/javascript; charset=utf-8",
    read: () => readFile(path.join(process.cwd(), "node_modules/swagger-ui-dist/swagger-ui-bundle.js")),
  },
  "swagger-ui.css": {
    type: "text/css; charset=utf-8",
    read: () => readFile(path.join(process.cwd(), "node_modules/swagger-ui-dist/swagger-ui.css")),
  },
};

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const file = FILES[(await params).file];
  if (!file) return errorResponse(notFound("No such file"));
  return new Response(new Uint8Array(await file.read()), {
    headers: {
      "content-type": file.type,
      "cache-control": "public, max-age=86400",
      "x-content-type-options": "nosniff",
    },
  });
}
