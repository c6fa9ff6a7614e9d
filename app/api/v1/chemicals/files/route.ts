// POST /api/v1/chemicals/files: upload a safety data sheet for the catalogue (multipart: file); system MAINTAIN.
// The answer's id goes into a product's countriesData[].safetyDataSheets[].fileId.
import { userRoute } from "@/lib/platform/api/route";
import { chemicalAccess } from "@/lib/modules/admin/chemicals/access";
import { createCatalogueFile } from "@/lib/platform/files/mutations";
import { readUpload } from "@/lib/platform/files/upload";
import { fileSchema } from "@/lib/platform/files/dto";

export const POST = userRoute(
  { access: chemicalAccess.maintain, status: 201, response: fileSchema, upload: true },
  async ({ user, request }) => createCatalogueFile(user, await readUpload(request)),
);
