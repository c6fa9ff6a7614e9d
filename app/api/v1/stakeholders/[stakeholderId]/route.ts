// GET, PUT /api/v1/stakeholders/{stakeholderId}: one catalogue entry; system MAINTAIN to change it.
import { userRoute } from "@/lib/platform/api/route";
import { getCatalogueStakeholder } from "@/lib/modules/admin/stakeholders/data";
import { updateCatalogueStakeholder } from "@/lib/modules/admin/stakeholders/mutations";
import { stakeholderInputSchema } from "@/lib/modules/admin/stakeholders/schema";

export const GET = userRoute({}, ({ params }) => getCatalogueStakeholder(params.stakeholderId));

export const PUT = userRoute({ system: "MAINTAIN", body: stakeholderInputSchema }, ({ params, body }) =>
  updateCatalogueStakeholder(params.stakeholderId, body),
);
