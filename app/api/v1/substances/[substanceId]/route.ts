// GET, PUT /api/v1/substances/{substanceId}: one substance with its harmonised classification (Annex VI in force today), SVHC and Annex XVII hits; system MAINTAIN to change it.
import { userRoute } from "@/lib/platform/api/route";
import { substanceAccess } from "@/lib/modules/admin/substances/access";
import { getSubstance } from "@/lib/modules/admin/substances/data";
import { updateSubstance } from "@/lib/modules/admin/substances/mutations";
import { substanceInputSchema, substanceReadQuerySchema } from "@/lib/modules/admin/substances/schema";
import { substanceDetailSchema } from "@/lib/modules/admin/substances/dto";

export const GET = userRoute(
  { access: substanceAccess.browse, query: substanceReadQuerySchema, response: substanceDetailSchema },
  ({ user, params, query }) => getSubstance(params.substanceId, query.language ?? user.language),
);

export const PUT = userRoute(
  { access: substanceAccess.maintain, body: substanceInputSchema, response: substanceDetailSchema },
  ({ user, params, body }) => updateSubstance(user, params.substanceId, body),
);
