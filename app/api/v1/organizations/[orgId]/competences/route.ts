// GET, POST /api/v1/organizations/{orgId}/competences: the competences members must hold.
import { orgRoute } from "@/lib/platform/api/route";
import { competenceAccess } from "@/lib/modules/organization/competences/access";
import { listCompetences } from "@/lib/modules/organization/competences/data";
import { createCompetence } from "@/lib/modules/organization/competences/mutations";
import { competenceInputSchema, competenceListQuerySchema } from "@/lib/modules/organization/competences/schema";

export const GET = orgRoute({ access: competenceAccess.list, query: competenceListQuerySchema }, ({ org, query }) =>
  listCompetences(org, query),
);

export const POST = orgRoute(
  { access: competenceAccess.create, body: competenceInputSchema, status: 201 },
  ({ org, body }) => createCompetence(org, body),
);
