// GET, PUT /api/v1/organizations/{orgId}/files/{fileId}: metadata (name, description, date, deleted).
import { orgRoute } from "@/lib/api/route";
import { getFile } from "@/lib/files/data";
import { updateFileMetadata } from "@/lib/files/mutations";
import { fileMetadataSchema } from "@/lib/files/schema";

export const GET = orgRoute({ scope: "READ" }, ({ org, params }) => getFile(org, params.fileId));

export const PUT = orgRoute({ scope: "EDIT", body: fileMetadataSchema }, ({ org, params, body }) =>
  updateFileMetadata(org, params.fileId, body),
);
