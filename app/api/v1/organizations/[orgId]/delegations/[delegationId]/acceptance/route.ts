// POST /api/v1/organizations/{orgId}/delegations/{delegationId}/acceptance: the delegated member accepts it (who and when are recorded).
import { z } from "zod";
import { orgRoute } from "@/lib/platform/api/route";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { delegationAccess } from "@/lib/modules/leadership/delegation/access";
import { acceptDelegation } from "@/lib/modules/leadership/delegation/mutations";
import { delegationSchema } from "@/lib/modules/leadership/delegation/dto";

export const POST = orgRoute(
  {
    access: delegationAccess.accept,
    body: z.object({ lastModifiedDate: lastModifiedDateField }),
    response: delegationSchema,
  },
  ({ org, params, body }) => acceptDelegation(org, params.delegationId, body),
);
