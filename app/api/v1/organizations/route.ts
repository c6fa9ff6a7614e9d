// GET /api/v1/organizations: the user's holding with its subsidiaries nested.
import { userRoute } from "@/lib/platform/api/route";
import { platformAccess } from "@/lib/platform/auth/access";
import { getOrganizationTree } from "@/lib/modules/organization/structure/data";

export const GET = userRoute({ access: platformAccess.signedIn }, ({ user }) => getOrganizationTree(user));
