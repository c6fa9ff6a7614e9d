// GET /api/v1/hazard-statements/pictograms: the nine GHS hazard pictograms, named in the user's language, with their SVG.
import { userRoute } from "@/lib/platform/api/route";
import { hazardDataAccess } from "@/lib/modules/admin/hazard-data/access";
import { listPictograms } from "@/lib/modules/admin/hazard-data/data";
import { pictogramQuerySchema } from "@/lib/modules/admin/hazard-data/schema";
import { pictogramsSchema } from "@/lib/modules/admin/hazard-data/dto";

export const GET = userRoute(
  { access: hazardDataAccess.read, query: pictogramQuerySchema, response: pictogramsSchema },
  ({ user, query }) => listPictograms(query.language ?? user.language),
);
