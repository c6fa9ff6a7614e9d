// GET /api/v1/chemicals/warnings?hazard_statement_ids=…&eu_hazard_statement_ids=…: the pictograms, signal word, danger code and precautionary statements the statements require (CLP Annex I, Article 26).
import { userRoute } from "@/lib/platform/api/route";
import { chemicalAccess } from "@/lib/modules/admin/chemicals/access";
import { chemicalWarnings } from "@/lib/modules/admin/chemicals/data";
import { warningsQuerySchema } from "@/lib/modules/admin/chemicals/schema";
import { chemicalWarningsSchema } from "@/lib/modules/admin/chemicals/dto";

export const GET = userRoute(
  { access: chemicalAccess.browse, query: warningsQuerySchema, response: chemicalWarningsSchema },
  ({ user, query }) => chemicalWarnings(query, query.language ?? user.language),
);
