// GET, PUT, DELETE /api/v1/organizations/{orgId}/files/{fileId}: metadata (name, description, date, deleted); DELETE removes the file.
import { orgRoute } from "@/lib/platform/api/route";
import { platformAccess } from "@/lib/platform/auth/access";
import { getFile } from "@/lib/platform/files/data";
import { updateFileMetadata } from "@/lib/platform/files/mutations";
import { fileMetadataSchema } from "@/lib/platform/files/schema";
import { deleteFile } from "@/lib/platform/files/removal";
import { fileSchema } from "@/lib/platform/files/dto";

export const GET = orgRoute({ access: platformAccess.readFiles, response: fileSchema }, ({ org, params }) =>
  getFile(org, params.fileId),
);

export const PUT = orgRoute(
  { access: platformAccess.writeFiles, body: fileMetadataSchema, response: fileSchema },
  ({ org, params, body }) => updateFileMetadata(org, params.fileId, body),
);

export const DELETE = orgRoute({ access: platformAccess.writeFiles, status: 204 }, ({ org, params }) =>
  deleteFile(org, params.fileId),
);
