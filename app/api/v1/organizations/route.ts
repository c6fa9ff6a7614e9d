// GET /api/v1/organizations: the user's holding with its subsidiaries nested.
import { userRoute } from "@/lib/api/route";
import { getOrganizationTree } from "@/lib/organizations/data";

export const GET = userRoute({}, ({ user }) => getOrganizationTree(user));
