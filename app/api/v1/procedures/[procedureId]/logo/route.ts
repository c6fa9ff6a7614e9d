// GET /api/v1/procedures/{procedureId}/logo: the logo of a published procedure's organization, for its public view; 404 like the procedure otherwise.
import { publicRoute } from "@/lib/platform/api/route";
import { fileDownload } from "@/lib/platform/api/response";
import { attachmentResponse } from "@/lib/platform/files/download";
import { getPublicProcedureLogo } from "@/lib/modules/operation/procedures/data";

export const GET = publicRoute({ response: fileDownload }, async ({ params }) =>
  attachmentResponse(await getPublicProcedureLogo(params.procedureId)),
);
