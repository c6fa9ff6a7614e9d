// GET, PUT /api/v1/organizations/{orgId}/files/{fileId}: metadata (name, description, date, deleted).
import { orgRoute } from "@/lib/platform/api/route";
import { platformAccess } from "@/lib/platform/auth/access";
import { getFile } from "@/lib/platform/files/data";
import { updateFileMetadata } from "@/lib/platform/files/mutations";
import { fileMetadataSchema } from "@/lib/platform/files/schema";

export const GET = orgRoute({ access: platformAccess.readFiles }, ({ org, params }) => getFile(org, params.fileId));

export const PUT = orgRoute({ access: platformAccess.writeFiles, body: fileMetadataSchema }, ({ org, params, body }) =>
  updateFileMetadata(org, params.fileId, body),
);
