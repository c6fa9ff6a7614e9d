// The structure: holding, subsidiaries, departments and work areas ("Manage organization").
import { defineModule } from "@/lib/platform/modules/manifest";
import { structureAccess } from "./access";

const manage = "/organization/manage-organization";

export const structureModule = defineModule({
  key: "organization/structure",
  area: "organization",
  operations: { structure: structureAccess },
  screens: [
    { path: manage, operation: structureAccess.manage },
    { path: `${manage}/[id]/edit`, operation: structureAccess.update },
    { path: `${manage}/[parentId]/subsidiary/[id]/edit`, operation: structureAccess.update },
    { path: `${manage}/[parentId]/department/[id]/edit`, operation: structureAccess.manage },
  ],
  menu: [{ group: "organization", key: "manageOrganization", href: manage, position: 30 }],
  history: async () => (await import("./history")).structureHistory,
});
