// The maintainers' stakeholder catalogue, offered to every organization.
import { defineModule } from "@/lib/platform/modules/manifest";
import { catalogueAccess } from "./access";

const admin = "/admin/stakeholders";

export const stakeholderCatalogueModule = defineModule({
  key: "admin/stakeholders",
  area: "admin",
  operations: { stakeholderCatalogue: catalogueAccess },
  screens: [
    { path: admin, operation: catalogueAccess.maintain },
    { path: `${admin}/new`, operation: catalogueAccess.maintain },
    { path: `${admin}/[id]/edit`, operation: catalogueAccess.maintain },
  ],
  menu: [{ group: "admin", key: "stakeholders", href: admin, position: 70 }],
  history: async () => (await import("./history")).stakeholderCatalogueHistory,
});
