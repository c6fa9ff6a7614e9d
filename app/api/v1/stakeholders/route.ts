// GET, POST /api/v1/stakeholders: the shared stakeholder catalogue; system MAINTAIN to add to it.
import { userRoute } from "@/lib/platform/api/route";
import { catalogueAccess } from "@/lib/modules/admin/stakeholders/access";
import { catalogueSource } from "@/lib/modules/admin/stakeholders/data";
import { catalogueExport } from "@/lib/modules/admin/stakeholders/export";
import { answerList } from "@/lib/platform/lists/export/answer";
import { createCatalogueStakeholder } from "@/lib/modules/admin/stakeholders/mutations";
import { stakeholderInputSchema, stakeholderListQuerySchema } from "@/lib/modules/admin/stakeholders/schema";
import { stakeholderPageSchema, stakeholderSchema } from "@/lib/modules/admin/stakeholders/dto";

// a page, or the whole catalogue as CSV or XLSX (`?format=`, or Accept)
export const GET = userRoute(
  { access: catalogueAccess.browse, query: stakeholderListQuerySchema, response: stakeholderPageSchema },
  (input) => answerList(input, catalogueExport, catalogueSource(input.query)),
);

export const POST = userRoute(
  { access: catalogueAccess.maintain, body: stakeholderInputSchema, status: 201, response: stakeholderSchema },
  ({ user, body }) => createCatalogueStakeholder(user, body),
);
