// PUT /api/v1/emission-factors/{emissionFactorId}: changes a catalogue factor and its dated values (system MAINTAIN); values left out are removed.
import { userRoute } from "@/lib/platform/api/route";
import { emissionFactorAccess } from "@/lib/modules/admin/emission-factors/access";
import { updateCatalogueFactor } from "@/lib/modules/admin/emission-factors/mutations";
import { emissionFactorInputSchema } from "@/lib/modules/admin/emission-factors/schema";
import { emissionFactorSchema } from "@/lib/modules/admin/emission-factors/dto";

export const PUT = userRoute(
  { access: emissionFactorAccess.maintain, body: emissionFactorInputSchema, response: emissionFactorSchema },
  ({ user, params, body }) => updateCatalogueFactor(user, params.emissionFactorId, body),
);
