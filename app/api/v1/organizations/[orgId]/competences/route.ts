// GET, POST /api/v1/organizations/{orgId}/competences: the competences members must hold.
import { orgRoute } from "@/lib/platform/api/route";
import { competenceAccess } from "@/lib/modules/organization/competences/access";
import { competenceSource } from "@/lib/modules/organization/competences/data";
import { competenceExport } from "@/lib/modules/organization/competences/export";
import { answerList } from "@/lib/platform/lists/export/answer";
import { createCompetence } from "@/lib/modules/organization/competences/mutations";
import { competenceInputSchema, competenceListQuerySchema } from "@/lib/modules/organization/competences/schema";
import { competencePageSchema, competenceSchema } from "@/lib/modules/organization/competences/dto";

// a page, or the whole list as CSV or XLSX (`?format=`, or Accept)
export const GET = orgRoute(
  { access: competenceAccess.list, query: competenceListQuerySchema, response: competencePageSchema },
  (input) => answerList(input, competenceExport, competenceSource(input.org, input.query)),
);

export const POST = orgRoute(
  { access: competenceAccess.create, body: competenceInputSchema, status: 201, response: competenceSchema },
  ({ org, body }) => createCompetence(org, body),
);
