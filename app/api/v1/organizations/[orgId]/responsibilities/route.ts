// GET, POST /api/v1/organizations/{orgId}/responsibilities: the responsibilities it may delegate (the shared catalogue and its own); POST adds one of its own.
import { z } from "zod";
import { orgRoute } from "@/lib/platform/api/route";
import { responsibilityAccess } from "@/lib/modules/leadership/delegation/access";
import { listResponsibilities } from "@/lib/modules/leadership/delegation/data";
import { createResponsibility } from "@/lib/modules/leadership/delegation/mutations";
import { responsibilityInputSchema } from "@/lib/modules/leadership/delegation/schema";
import { responsibilitySchema } from "@/lib/modules/leadership/delegation/dto";

export const GET = orgRoute(
  { access: responsibilityAccess.list, response: z.object({ content: z.array(responsibilitySchema) }) },
  async ({ org }) => ({ content: await listResponsibilities(org) }),
);

export const POST = orgRoute(
  { access: responsibilityAccess.create, body: responsibilityInputSchema, status: 201, response: responsibilitySchema },
  ({ org, body }) => createResponsibility(org, body),
);
