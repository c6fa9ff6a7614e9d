// POST /api/v1/organizations/{orgId}/competences/{competenceId}/restore: the archived competence back in the list and the pickers; restoring an active one changes nothing.
import { orgRoute } from "@/lib/platform/api/route";
import { competenceAccess } from "@/lib/modules/organization/competences/access";
import { restoreCompetence } from "@/lib/modules/organization/competences/mutations";
import { competenceSchema } from "@/lib/modules/organization/competences/dto";

export const POST = orgRoute({ access: competenceAccess.archive, response: competenceSchema }, ({ org, params }) =>
  restoreCompetence(org, params.competenceId),
);
