// Roles: named sets of permissions, given to members.
import { defineModule } from "@/lib/platform/modules/manifest";
import { roleAccess } from "./access";

const roles = "/organization/members-roles-and-competences/roles";

export const rolesModule = defineModule({
  key: "organization/roles",
  area: "organization",
  operations: { role: roleAccess },
  screens: [
    { path: `${roles}/[id]`, operation: roleAccess.read, plainId: true },
    { path: `${roles}/[id]/edit`, operation: roleAccess.update },
  ],
  history: async () => (await import("./history")).rolesHistory,
});
