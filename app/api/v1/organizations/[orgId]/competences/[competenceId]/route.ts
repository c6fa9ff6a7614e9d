// GET, PUT /api/v1/organizations/{orgId}/competences/{competenceId}: one competence with its assignments and files.
import { orgRoute } from "@/lib/api/route";
import { getCompetence } from "@/lib/competences/data";
import { updateCompetence } from "@/lib/competences/mutations";
import { competenceInputSchema } from "@/lib/competences/schema";

export const GET = orgRoute({ scope: "READ" }, ({ org, params }) => getCompetence(org, params.competenceId));

export const PUT = orgRoute({ scope: "EDIT", body: competenceInputSchema }, ({ org, params, body }) =>
  updateCompetence(org, params.competenceId, body),
);
