// The support contacts on the help page, kept by the maintainers.
import { defineModule } from "@/lib/platform/modules/manifest";
import { requirementOf } from "@/lib/platform/auth/access";
import { supportContactAccess } from "./access";

const admin = "/admin/support-contacts";

export const supportContactsModule = defineModule({
  key: "admin/support-contacts",
  area: "admin",
  operations: { supportContact: supportContactAccess },
  screens: [
    { path: "/help", operation: supportContactAccess.read },
    { path: admin, operation: supportContactAccess.maintain },
    { path: `${admin}/new`, operation: supportContactAccess.maintain },
    { path: `${admin}/[id]/edit`, operation: supportContactAccess.maintain },
  ],
  menu: [{ group: "admin", key: "supportContacts", href: admin, position: 80 }],
  // the help page sits in the layout, which every member may open
  quickActions: [
    {
      key: "help",
      href: "/help",
      requires: { org: "READ", ...requirementOf(supportContactAccess.read) },
      position: 90,
    },
  ],
});
