// GET, PUT /api/v1/waste-types/{wasteTypeId}: one waste type with its synonyms; PUT sets its Danish title (system MAINTAIN).
import { userRoute } from "@/lib/platform/api/route";
import { wasteTypeAccess } from "@/lib/modules/admin/waste-types/access";
import { getWasteType } from "@/lib/modules/admin/waste-types/data";
import { updateWasteType } from "@/lib/modules/admin/waste-types/mutations";
import { wasteTypeInputSchema } from "@/lib/modules/admin/waste-types/schema";
import { wasteTypeSchema } from "@/lib/modules/admin/waste-types/dto";

export const GET = userRoute({ access: wasteTypeAccess.browse, response: wasteTypeSchema }, ({ params }) =>
  getWasteType(params.wasteTypeId),
);

export const PUT = userRoute(
  { access: wasteTypeAccess.maintain, body: wasteTypeInputSchema, response: wasteTypeSchema },
  ({ user, params, body }) => updateWasteType(user, params.wasteTypeId, body),
);
