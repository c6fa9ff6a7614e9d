// PUT /api/v1/waste-types/{wasteTypeId}/synonyms: replaces the type's everyday names in English and Danish (system MAINTAIN).
import { userRoute } from "@/lib/platform/api/route";
import { wasteTypeAccess } from "@/lib/modules/admin/waste-types/access";
import { replaceSynonyms } from "@/lib/modules/admin/waste-types/mutations";
import { synonymsInputSchema } from "@/lib/modules/admin/waste-types/schema";
import { wasteTypeSchema } from "@/lib/modules/admin/waste-types/dto";

export const PUT = userRoute(
  { access: wasteTypeAccess.maintain, body: synonymsInputSchema, response: wasteTypeSchema },
  ({ user, params, body }) => replaceSynonyms(user, params.wasteTypeId, body),
);
