// GET, PUT /api/v1/organizations/{orgId}/files/{fileId}: metadata (name, description, date, deleted).
import { orgRoute } from "@/lib/platform/api/route";
import { getFile } from "@/lib/platform/files/data";
import { updateFileMetadata } from "@/lib/platform/files/mutations";
import { fileMetadataSchema } from "@/lib/platform/files/schema";

export const GET = orgRoute({ scope: "READ" }, ({ org, params }) => getFile(org, params.fileId));

export const PUT = orgRoute({ scope: "EDIT", body: fileMetadataSchema }, ({ org, params, body }) =>
  updateFileMetadata(org, params.fileId, body),
);
