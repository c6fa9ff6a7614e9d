// GET /api/v1/organizations/{orgId}/competence-matrix: members against competences over the organization and everything below it, each cell the member's status, a page of members at a time; `format=xlsx` answers the whole matrix in the filter as a workbook.
import { orgRoute } from "@/lib/platform/api/route";
import { translator } from "@/lib/platform/i18n/translator";
import { competenceMatrixAccess } from "@/lib/modules/operation/competence-matrix/access";
import { competenceMatrix } from "@/lib/modules/operation/competence-matrix/data";
import { matrixSchema } from "@/lib/modules/operation/competence-matrix/dto";
import { matrixFile } from "@/lib/modules/operation/competence-matrix/export";
import { matrixQuerySchema } from "@/lib/modules/operation/competence-matrix/schema";

export const GET = orgRoute(
  { access: competenceMatrixAccess.read, query: matrixQuerySchema, response: matrixSchema },
  async ({ org, user, query }) =>
    query.format === "xlsx"
      ? matrixFile(await competenceMatrix(org, query, { all: true }), translator(user.language))
      : competenceMatrix(org, query),
);
