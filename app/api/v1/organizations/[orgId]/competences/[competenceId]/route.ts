// GET, PUT /api/v1/organizations/{orgId}/competences/{competenceId}: one competence with its assignments and files.
import { orgRoute } from "@/lib/platform/api/route";
import { getCompetence } from "@/lib/modules/organization/competences/data";
import { updateCompetence } from "@/lib/modules/organization/competences/mutations";
import { competenceInputSchema } from "@/lib/modules/organization/competences/schema";

export const GET = orgRoute({ scope: "READ" }, ({ org, params }) => getCompetence(org, params.competenceId));

export const PUT = orgRoute({ scope: "EDIT", body: competenceInputSchema }, ({ org, params, body }) =>
  updateCompetence(org, params.competenceId, body),
);
