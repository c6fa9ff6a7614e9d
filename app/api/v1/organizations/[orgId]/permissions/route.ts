// GET /api/v1/organizations/{id}/permissions: the user's effective permission names there.
import { orgRoute } from "@/lib/platform/api/route";
import { platformAccess } from "@/lib/platform/auth/access";
import { permissionNames } from "@/lib/platform/auth/scopes";
import { permissionNamesSchema } from "@/lib/platform/auth/schema";

export const GET = orgRoute({ access: platformAccess.permissions, response: permissionNamesSchema }, ({ org }) =>
  permissionNames(org.grants),
);
