// GET /api/v1/nace-codes?q=: NACE Rev. 2 codes for pickers (sections when no query).
import { userRoute } from "@/lib/api/route";
import { searchNaceCodes } from "@/lib/organizations/data";
import { naceQuerySchema } from "@/lib/organizations/schema";

export const GET = userRoute({ query: naceQuerySchema }, ({ query }) => searchNaceCodes(query));
