// GET /api/v1/policies/{policyId}/logo: the logo of a published policy's organization, for its public view; 404 like the policy otherwise.
import { publicRoute } from "@/lib/platform/api/route";
import { fileDownload } from "@/lib/platform/api/response";
import { attachmentResponse } from "@/lib/platform/files/download";
import { getPublicPolicyLogo } from "@/lib/modules/leadership/policies/data";

export const GET = publicRoute({ response: fileDownload }, async ({ params }) =>
  attachmentResponse(await getPublicPolicyLogo(params.policyId)),
);
