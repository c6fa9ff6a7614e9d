// The maintainers' catalogue of chemical products.
import { defineModule } from "@/lib/platform/modules/manifest";
import { chemicalAccess } from "./access";

const admin = "/admin/chemicals";

export const adminChemicalsModule = defineModule({
  key: "admin/chemicals",
  area: "admin",
  operations: { chemical: chemicalAccess },
  screens: [
    { path: admin, operation: chemicalAccess.maintain },
    { path: `${admin}/[id]`, operation: chemicalAccess.maintain, plainId: true },
    { path: `${admin}/[id]/edit`, operation: chemicalAccess.maintain },
    { path: `${admin}/precaution-gaps`, operation: chemicalAccess.maintain },
  ],
  menu: [{ group: "admin", key: "chemicals", href: admin, position: 10 }],
  history: async () => (await import("./history")).chemicalCatalogueHistory,
});
