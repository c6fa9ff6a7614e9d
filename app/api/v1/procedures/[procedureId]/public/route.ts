// GET /api/v1/procedures/{procedureId}/public: a published procedure for anyone, in the language asked for (language_alpha2) or else the other one; 404 unless published.
import { publicRoute } from "@/lib/platform/api/route";
import { getPublicProcedure } from "@/lib/modules/operation/procedures/data";
import { publicProcedureQuerySchema } from "@/lib/modules/operation/procedures/schema";
import { publicProcedureSchema } from "@/lib/modules/operation/procedures/dto";

export const GET = publicRoute(
  { query: publicProcedureQuerySchema, response: publicProcedureSchema },
  ({ params, query }) => getPublicProcedure(params.procedureId, query.languageAlpha2),
);
