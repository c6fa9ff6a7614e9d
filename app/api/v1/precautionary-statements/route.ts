// GET /api/v1/precautionary-statements: the CLP precautionary statements (P) in the user's language (or `language`).
import { userRoute } from "@/lib/platform/api/route";
import { hazardDataAccess } from "@/lib/modules/admin/hazard-data/access";
import { listStatements } from "@/lib/modules/admin/hazard-data/data";
import { statementQuerySchema } from "@/lib/modules/admin/hazard-data/schema";
import { statementsSchema } from "@/lib/modules/admin/hazard-data/dto";

export const GET = userRoute(
  { access: hazardDataAccess.read, query: statementQuerySchema, response: statementsSchema },
  ({ user, query }) => listStatements("P", query, query.language ?? user.language),
);
