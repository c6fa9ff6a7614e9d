// GET, PUT /api/v1/stakeholders/{stakeholderId}: one catalogue entry; system MAINTAIN to change it.
import { userRoute } from "@/lib/platform/api/route";
import { catalogueAccess } from "@/lib/modules/admin/stakeholders/access";
import { getCatalogueStakeholder } from "@/lib/modules/admin/stakeholders/data";
import { updateCatalogueStakeholder } from "@/lib/modules/admin/stakeholders/mutations";
import { stakeholderInputSchema } from "@/lib/modules/admin/stakeholders/schema";
import { stakeholderSchema } from "@/lib/modules/admin/stakeholders/dto";

export const GET = userRoute({ access: catalogueAccess.browse, response: stakeholderSchema }, ({ params }) =>
  getCatalogueStakeholder(params.stakeholderId),
);

export const PUT = userRoute(
  { access: catalogueAccess.maintain, body: stakeholderInputSchema, response: stakeholderSchema },
  ({ user, params, body }) => updateCatalogueStakeholder(user, params.stakeholderId, body),
);
