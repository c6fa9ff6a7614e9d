// GET /api/v1/organizations/{id}/permissions: the user's effective permission names there.
import { orgRoute } from "@/lib/platform/api/route";
import { platformAccess } from "@/lib/platform/auth/access";
import { permissionNames } from "@/lib/platform/auth/scopes";

export const GET = orgRoute({ access: platformAccess.permissions }, ({ org }) => permissionNames(org.grants));
