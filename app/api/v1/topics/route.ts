// GET /api/v1/topics: the topics of the legislation catalogue (filters: q, key), for pickers and filters.
import { userRoute } from "@/lib/platform/api/route";
import { legislationAccess } from "@/lib/modules/admin/legislation/access";
import { listTopics } from "@/lib/modules/admin/legislation/data";
import { topicQuerySchema } from "@/lib/modules/admin/legislation/schema";
import { topicListSchema } from "@/lib/modules/admin/legislation/dto";

export const GET = userRoute(
  { access: legislationAccess.browse, query: topicQuerySchema, response: topicListSchema },
  ({ query }) => listTopics(query),
);
