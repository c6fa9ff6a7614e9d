// GET, PUT /api/v1/legislations/{legislationId}: one act of the catalogue; system MAINTAIN to change it.
import { userRoute } from "@/lib/platform/api/route";
import { legislationAccess } from "@/lib/modules/admin/legislation/access";
import { getLegislation } from "@/lib/modules/admin/legislation/data";
import { updateLegislation } from "@/lib/modules/admin/legislation/mutations";
import { legislationInputSchema } from "@/lib/modules/admin/legislation/schema";
import { legislationSchema } from "@/lib/modules/admin/legislation/dto";

export const GET = userRoute({ access: legislationAccess.browse, response: legislationSchema }, ({ params }) =>
  getLegislation(params.legislationId),
);

export const PUT = userRoute(
  { access: legislationAccess.maintain, body: legislationInputSchema, response: legislationSchema },
  ({ user, params, body }) => updateLegislation(user, params.legislationId, body),
);
