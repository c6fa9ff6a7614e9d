// GET, PUT /api/v1/stakeholders/{stakeholderId}: one catalogue entry; system MAINTAIN to change it.
import { userRoute } from "@/lib/api/route";
import { getCatalogueStakeholder } from "@/lib/stakeholders/data";
import { updateCatalogueStakeholder } from "@/lib/stakeholders/mutations";
import { stakeholderInputSchema } from "@/lib/stakeholders/schema";

export const GET = userRoute({}, ({ params }) => getCatalogueStakeholder(params.stakeholderId));

export const PUT = userRoute({ system: "MAINTAIN", body: stakeholderInputSchema }, ({ params, body }) =>
  updateCatalogueStakeholder(params.stakeholderId, body),
);
