// GET /api/v1/legislations/files/{catalogueFileId}/raw: download a file an act of the catalogue lists.
import { userRoute } from "@/lib/platform/api/route";
import { fileDownload } from "@/lib/platform/api/response";
import { attachmentResponse } from "@/lib/platform/files/download";
import { legislationAccess } from "@/lib/modules/admin/legislation/access";
import { getCatalogueFileForDownload } from "@/lib/modules/admin/legislation/data";

export const GET = userRoute({ access: legislationAccess.browse, response: fileDownload }, async ({ params }) =>
  attachmentResponse(await getCatalogueFileForDownload(params.catalogueFileId)),
);
