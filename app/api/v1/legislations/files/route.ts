// POST /api/v1/legislations/files: upload a file for the catalogue (multipart: file); system MAINTAIN.
// The answer's id goes into an act's fileIds.
import { userRoute } from "@/lib/platform/api/route";
import { legislationAccess } from "@/lib/modules/admin/legislation/access";
import { createCatalogueFile } from "@/lib/platform/files/mutations";
import { readUpload } from "@/lib/platform/files/upload";
import { fileSchema } from "@/lib/platform/files/dto";

export const POST = userRoute(
  { access: legislationAccess.maintain, status: 201, response: fileSchema, upload: true },
  async ({ user, request }) => createCatalogueFile(user, await readUpload(request)),
);
