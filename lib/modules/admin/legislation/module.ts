// The maintainers' legislation catalogue, the acts organizations bind themselves to.
import { defineModule } from "@/lib/platform/modules/manifest";
import { legislationAccess } from "./access";

const admin = "/admin/legislation";

export const legislationModule = defineModule({
  key: "admin/legislation",
  area: "admin",
  operations: { legislation: legislationAccess },
  screens: [
    { path: admin, operation: legislationAccess.maintain },
    { path: `${admin}/new`, operation: legislationAccess.maintain },
    { path: `${admin}/[id]/edit`, operation: legislationAccess.maintain },
  ],
  menu: [{ group: "admin", key: "legislation", href: admin, position: 30 }],
  history: async () => (await import("./history")).legislationHistory,
});
