// GET, POST /api/v1/organizations/{orgId}/files: list with filters; upload (multipart: file, standalone).
import { orgRoute } from "@/lib/api/route";
import { listFiles } from "@/lib/files/data";
import { createFile } from "@/lib/files/mutations";
import { fileListQuerySchema } from "@/lib/files/schema";
import { readUpload } from "@/lib/files/upload";

export const GET = orgRoute({ scope: "READ", query: fileListQuerySchema }, ({ org, query }) => listFiles(org, query));

export const POST = orgRoute({ scope: "EDIT", status: 201 }, async ({ org, request }) => {
  const upload = await readUpload(request);
  return createFile(org, upload, upload.fields.get("standalone") === "true");
});
