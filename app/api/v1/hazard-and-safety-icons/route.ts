// GET /api/v1/hazard-and-safety-icons: the icons the application draws hazards with (the GHS pictograms), in the user's language.
import { userRoute } from "@/lib/platform/api/route";
import { hazardDataAccess } from "@/lib/modules/admin/hazard-data/access";
import { listPictograms } from "@/lib/modules/admin/hazard-data/data";
import { pictogramQuerySchema } from "@/lib/modules/admin/hazard-data/schema";
import { pictogramsSchema } from "@/lib/modules/admin/hazard-data/dto";

export const GET = userRoute(
  { access: hazardDataAccess.read, query: pictogramQuerySchema, response: pictogramsSchema },
  ({ user, query }) => listPictograms(query.language ?? user.language),
);
