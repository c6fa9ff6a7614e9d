// GET, PUT /api/v1/organizations/{orgId}/risk-matrix: the holding's risk matrix in force with its earlier versions; PUT (a holding only) makes the next version.
import { orgRoute } from "@/lib/platform/api/route";
import { riskAccess } from "@/lib/modules/planning/risk-assessment/access";
import { currentMatrix, matrixVersions, saveMatrix } from "@/lib/modules/planning/risk-assessment/matrix-data";
import { matrixInputSchema } from "@/lib/modules/planning/risk-assessment/schema";
import { matrixSchema, matrixVersionsSchema } from "@/lib/modules/planning/risk-assessment/dto";

export const GET = orgRoute({ access: riskAccess.matrix, response: matrixVersionsSchema }, async ({ org }) => {
  const current = await currentMatrix(org);
  return { current, versions: await matrixVersions(org) };
});

export const PUT = orgRoute(
  { access: riskAccess.matrix, body: matrixInputSchema, response: matrixSchema },
  ({ org, body }) => saveMatrix(org, body),
);
