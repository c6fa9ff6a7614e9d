// GET, POST /api/v1/organizations/{orgId}/files: list with filters; upload (multipart: file, standalone).
import { orgRoute } from "@/lib/platform/api/route";
import { platformAccess } from "@/lib/platform/auth/access";
import { fileSource } from "@/lib/platform/files/data";
import { fileExport } from "@/lib/platform/files/export";
import { answerList } from "@/lib/platform/lists/export/answer";
import { createFile } from "@/lib/platform/files/mutations";
import { fileListQuerySchema } from "@/lib/platform/files/schema";
import { readUpload } from "@/lib/platform/files/upload";
import { filePageSchema, fileSchema } from "@/lib/platform/files/dto";

// a page, or the whole list as CSV or XLSX (`?format=`, or Accept)
export const GET = orgRoute(
  { access: platformAccess.readFiles, query: fileListQuerySchema, response: filePageSchema },
  (input) => answerList(input, fileExport, fileSource(input.org, input.query)),
);

export const POST = orgRoute(
  { access: platformAccess.writeFiles, status: 201, response: fileSchema, upload: true },
  async ({ org, request }) => {
    const upload = await readUpload(request);
    return createFile(org, upload, upload.fields.get("standalone") === "true");
  },
);
