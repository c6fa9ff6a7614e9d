// GET, PUT /api/v1/organizations/{orgId}/files/{fileId}/raw: download as an attachment; replace the content.
import { orgRoute } from "@/lib/platform/api/route";
import { fileDownload } from "@/lib/platform/api/response";
import { platformAccess } from "@/lib/platform/auth/access";
import { getFileForDownload } from "@/lib/platform/files/data";
import { attachmentResponse } from "@/lib/platform/files/download";
import { replaceFileContent } from "@/lib/platform/files/mutations";
import { readUpload } from "@/lib/platform/files/upload";
import { fileSchema } from "@/lib/platform/files/dto";

export const GET = orgRoute({ access: platformAccess.readFiles, response: fileDownload }, async ({ org, params }) =>
  attachmentResponse(await getFileForDownload(org, params.fileId)),
);

export const PUT = orgRoute(
  { access: platformAccess.writeFiles, response: fileSchema, upload: true },
  async ({ org, params, request }) => replaceFileContent(org, params.fileId, await readUpload(request)),
);
