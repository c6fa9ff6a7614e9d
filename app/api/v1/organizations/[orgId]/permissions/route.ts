// GET /api/v1/organizations/{id}/permissions: the user's effective permission names there.
import { orgRoute } from "@/lib/platform/api/route";
import { permissionNames } from "@/lib/platform/auth/scopes";

export const GET = orgRoute({ scope: "READ_PROCEDURES" }, ({ org }) => permissionNames(org.grants));
