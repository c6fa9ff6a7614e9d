// GET, PUT /api/v1/organizations/{orgId}/files/{fileId}/raw: download as an attachment; replace the content.
import { orgRoute } from "@/lib/api/route";
import { getFileForDownload } from "@/lib/files/data";
import { attachmentResponse } from "@/lib/files/download";
import { replaceFileContent } from "@/lib/files/mutations";
import { readUpload } from "@/lib/files/upload";

export const GET = orgRoute({ scope: "READ" }, async ({ org, params }) =>
  attachmentResponse(await getFileForDownload(org, params.fileId)),
);

export const PUT = orgRoute({ scope: "EDIT" }, async ({ org, params, request }) =>
  replaceFileContent(org, params.fileId, await readUpload(request)),
);
