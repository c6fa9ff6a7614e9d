// GET /api/v1/eu-hazard-statements: the supplemental EU hazard statements (EUH) in the user's language (or `language`).
import { userRoute } from "@/lib/platform/api/route";
import { hazardDataAccess } from "@/lib/modules/admin/hazard-data/access";
import { listStatements } from "@/lib/modules/admin/hazard-data/data";
import { statementQuerySchema } from "@/lib/modules/admin/hazard-data/schema";
import { statementsSchema } from "@/lib/modules/admin/hazard-data/dto";

export const GET = userRoute(
  { access: hazardDataAccess.read, query: statementQuerySchema, response: statementsSchema },
  ({ user, query }) => listStatements("EUH", query, query.language ?? user.language),
);
