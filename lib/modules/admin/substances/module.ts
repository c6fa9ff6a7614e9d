// The maintainers' catalogue of substances, seeded from CLP Annex VI.
import { defineModule } from "@/lib/platform/modules/manifest";
import { substanceAccess } from "./access";

const admin = "/admin/substances";

export const adminSubstancesModule = defineModule({
  key: "admin/substances",
  area: "admin",
  operations: { substance: substanceAccess },
  screens: [
    { path: admin, operation: substanceAccess.maintain },
    { path: `${admin}/[id]`, operation: substanceAccess.maintain, plainId: true },
    { path: `${admin}/[id]/edit`, operation: substanceAccess.maintain },
  ],
  menu: [{ group: "admin", key: "substances", href: admin, position: 20 }],
  history: async () => (await import("./history")).substancesHistory,
});
