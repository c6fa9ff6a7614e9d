// GET, POST /api/v1/stakeholders: the shared stakeholder catalogue; system MAINTAIN to add to it.
import { userRoute } from "@/lib/api/route";
import { listCatalogueStakeholders } from "@/lib/stakeholders/data";
import { createCatalogueStakeholder } from "@/lib/stakeholders/mutations";
import { stakeholderInputSchema, stakeholderListQuerySchema } from "@/lib/stakeholders/schema";

export const GET = userRoute({ query: stakeholderListQuerySchema }, ({ query }) => listCatalogueStakeholders(query));

export const POST = userRoute({ system: "MAINTAIN", body: stakeholderInputSchema, status: 201 }, ({ body }) =>
  createCatalogueStakeholder(body),
);
