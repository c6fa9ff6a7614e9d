// GET /api/v1/openapi.json: the OpenAPI 3.1 document of /api/v1, built from the route kit's metadata.
import { userRoute } from "@/lib/platform/api/route";
import { openApiDocument } from "@/lib/platform/api/openapi/document";
import { platformAccess } from "@/lib/platform/auth/access";
import { PRODUCT_VERSION } from "@/lib/platform/version";
import { routeModules } from "./route-modules";

let document: ReturnType<typeof openApiDocument> | undefined;

export const GET = userRoute({ access: platformAccess.signedIn }, () =>
  Response.json((document ??= openApiDocument(routeModules, PRODUCT_VERSION))),
);
