// GET, PUT, DELETE /api/v1/organizations/{orgId}/competences/{competenceId}: one competence with its assignments and files; DELETE archives it.
import { orgRoute } from "@/lib/platform/api/route";
import { competenceAccess } from "@/lib/modules/organization/competences/access";
import { getCompetence } from "@/lib/modules/organization/competences/data";
import { updateCompetence } from "@/lib/modules/organization/competences/mutations";
import { competenceInputSchema } from "@/lib/modules/organization/competences/schema";
import { archiveCompetence } from "@/lib/modules/organization/competences/mutations";
import { competenceSchema } from "@/lib/modules/organization/competences/dto";

export const GET = orgRoute({ access: competenceAccess.read, response: competenceSchema }, ({ org, params }) =>
  getCompetence(org, params.competenceId),
);

export const PUT = orgRoute(
  { access: competenceAccess.update, body: competenceInputSchema, response: competenceSchema },
  ({ org, params, body }) => updateCompetence(org, params.competenceId, body),
);

export const DELETE = orgRoute({ access: competenceAccess.archive, status: 204 }, ({ org, params }) =>
  archiveCompetence(org, params.competenceId),
);
