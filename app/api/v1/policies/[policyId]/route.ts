// GET /api/v1/policies/{policyId}: a published policy for anyone (ISO 14001 5.2: available to interested parties): its approved text and the organization's name; 404 otherwise.
import { publicRoute } from "@/lib/platform/api/route";
import { getPublicPolicy } from "@/lib/modules/leadership/policies/data";
import { publicPolicySchema } from "@/lib/modules/leadership/policies/dto";

export const GET = publicRoute({ response: publicPolicySchema }, ({ params }) => getPublicPolicy(params.policyId));
