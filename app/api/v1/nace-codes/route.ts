// GET /api/v1/nace-codes?q=: NACE Rev. 2 codes for pickers (sections when no query).
import { userRoute } from "@/lib/platform/api/route";
import { platformAccess } from "@/lib/platform/auth/access";
import { searchNaceCodes } from "@/lib/modules/organization/structure/data";
import { naceQuerySchema } from "@/lib/modules/organization/structure/schema";
import { naceCodesSchema } from "@/lib/modules/organization/structure/dto";

export const GET = userRoute(
  { access: platformAccess.signedIn, query: naceQuerySchema, response: naceCodesSchema },
  ({ query }) => searchNaceCodes(query),
);
