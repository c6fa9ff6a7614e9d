// GET /api/v1/organizations/{orgId}/chemical-associations/{chemicalAssociationId}/safety-data-sheets/current: downloads the newest safety data sheet for the country of use, the organization's own or the catalogue's.
import { orgRoute } from "@/lib/platform/api/route";
import { fileDownload } from "@/lib/platform/api/response";
import { attachmentResponse } from "@/lib/platform/files/download";
import { chemicalRegisterAccess } from "@/lib/modules/chemicals/register/access";
import { currentSheetFile } from "@/lib/modules/chemicals/register/own-sheets";

export const GET = orgRoute({ access: chemicalRegisterAccess.read, response: fileDownload }, async ({ org, params }) =>
  attachmentResponse(await currentSheetFile(org, params.chemicalAssociationId)),
);
