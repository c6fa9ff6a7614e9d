// GET, POST /api/v1/stakeholders: the shared stakeholder catalogue; system MAINTAIN to add to it.
import { userRoute } from "@/lib/platform/api/route";
import { catalogueAccess } from "@/lib/modules/admin/stakeholders/access";
import { listCatalogueStakeholders } from "@/lib/modules/admin/stakeholders/data";
import { createCatalogueStakeholder } from "@/lib/modules/admin/stakeholders/mutations";
import { stakeholderInputSchema, stakeholderListQuerySchema } from "@/lib/modules/admin/stakeholders/schema";

export const GET = userRoute({ access: catalogueAccess.browse, query: stakeholderListQuerySchema }, ({ query }) =>
  listCatalogueStakeholders(query),
);

export const POST = userRoute(
  { access: catalogueAccess.maintain, body: stakeholderInputSchema, status: 201 },
  ({ user, body }) => createCatalogueStakeholder(user, body),
);
