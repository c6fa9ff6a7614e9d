// GET /api/v1/organizations: the user's holding with its subsidiaries nested.
import { userRoute } from "@/lib/platform/api/route";
import { platformAccess } from "@/lib/platform/auth/access";
import { getOrganizationTree } from "@/lib/modules/organization/structure/data";
import { organizationSchema } from "@/lib/modules/organization/structure/dto";

export const GET = userRoute({ access: platformAccess.signedIn, response: organizationSchema }, ({ user }) =>
  getOrganizationTree(user),
);
