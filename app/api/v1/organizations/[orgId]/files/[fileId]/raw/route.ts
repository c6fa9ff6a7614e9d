// GET, PUT /api/v1/organizations/{orgId}/files/{fileId}/raw: download as an attachment; replace the content.
import { orgRoute } from "@/lib/platform/api/route";
import { platformAccess } from "@/lib/platform/auth/access";
import { getFileForDownload } from "@/lib/platform/files/data";
import { attachmentResponse } from "@/lib/platform/files/download";
import { replaceFileContent } from "@/lib/platform/files/mutations";
import { readUpload } from "@/lib/platform/files/upload";

export const GET = orgRoute({ access: platformAccess.readFiles }, async ({ org, params }) =>
  attachmentResponse(await getFileForDownload(org, params.fileId)),
);

export const PUT = orgRoute({ access: platformAccess.writeFiles }, async ({ org, params, request }) =>
  replaceFileContent(org, params.fileId, await readUpload(request)),
);
