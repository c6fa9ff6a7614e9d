// GET, PUT /api/v1/organizations/{orgId}/files/{fileId}/raw: download as an attachment; replace the content.
import { orgRoute } from "@/lib/platform/api/route";
import { getFileForDownload } from "@/lib/platform/files/data";
import { attachmentResponse } from "@/lib/platform/files/download";
import { replaceFileContent } from "@/lib/platform/files/mutations";
import { readUpload } from "@/lib/platform/files/upload";

export const GET = orgRoute({ scope: "READ" }, async ({ org, params }) =>
  attachmentResponse(await getFileForDownload(org, params.fileId)),
);

export const PUT = orgRoute({ scope: "EDIT" }, async ({ org, params, request }) =>
  replaceFileContent(org, params.fileId, await readUpload(request)),
);
