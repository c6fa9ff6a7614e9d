// GET, POST /api/v1/organizations/{orgId}/members/{memberId}/competences/{competenceId}/acquisitions: a member's acquisitions of a competence with their certificates, the latest first; POST records one with who and when.
import { z } from "zod";
import { orgRoute } from "@/lib/platform/api/route";
import { memberAccess } from "@/lib/modules/organization/members/access";
import { acquisitionSchema } from "@/lib/modules/organization/competences/acquisition-dto";
import { listAcquisitions, recordAcquisition } from "@/lib/modules/organization/competences/acquisitions";
import { acquisitionInputSchema } from "@/lib/modules/organization/competences/schema";

export const GET = orgRoute({ access: memberAccess.read, response: z.array(acquisitionSchema) }, ({ org, params }) =>
  listAcquisitions(org, { memberId: params.memberId, competenceId: params.competenceId }),
);

export const POST = orgRoute(
  { access: memberAccess.update, body: acquisitionInputSchema, status: 201, response: acquisitionSchema },
  ({ org, params, body }) =>
    recordAcquisition(org, { memberId: params.memberId, competenceId: params.competenceId }, body),
);
