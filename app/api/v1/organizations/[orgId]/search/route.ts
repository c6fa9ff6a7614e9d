// GET /api/v1/organizations/{orgId}/search: what the person may open in the organization and below it, found by words and numbers.
import { orgRoute } from "@/lib/platform/api/route";
import { searchAccess } from "@/lib/modules/search/access";
import { search } from "@/lib/modules/search/data";
import { searchAnswerSchema, searchQuerySchema } from "@/lib/modules/search/schema";

export const GET = orgRoute(
  { access: searchAccess.search, query: searchQuerySchema, response: searchAnswerSchema },
  ({ org, query }) => search(org, query),
);
