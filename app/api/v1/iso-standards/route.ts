// GET /api/v1/iso-standards: the ISO management-system standards a policy, procedure or scope can serve.
import { userRoute } from "@/lib/platform/api/route";
import { platformAccess } from "@/lib/platform/auth/access";
import { isoStandardCatalogue, isoStandardCatalogueSchema } from "@/lib/platform/iso-standards";

export const GET = userRoute({ access: platformAccess.signedIn, response: isoStandardCatalogueSchema }, () =>
  isoStandardCatalogue(),
);
