// GET, PUT /api/v1/organizations/{orgId}/competences/{competenceId}: one competence with its assignments and files.
import { orgRoute } from "@/lib/platform/api/route";
import { competenceAccess } from "@/lib/modules/organization/competences/access";
import { getCompetence } from "@/lib/modules/organization/competences/data";
import { updateCompetence } from "@/lib/modules/organization/competences/mutations";
import { competenceInputSchema } from "@/lib/modules/organization/competences/schema";

export const GET = orgRoute({ access: competenceAccess.read }, ({ org, params }) =>
  getCompetence(org, params.competenceId),
);

export const PUT = orgRoute({ access: competenceAccess.update, body: competenceInputSchema }, ({ org, params, body }) =>
  updateCompetence(org, params.competenceId, body),
);
