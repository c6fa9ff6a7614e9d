// The maintainers' emission-factor catalogue, and the organizations' own factors beside it.
import { defineModule } from "@/lib/platform/modules/manifest";
import { emissionFactorAccess, organizationFactorAccess } from "./access";

const admin = "/admin/emission-factors";

export const emissionFactorsModule = defineModule({
  key: "admin/emission-factors",
  area: "admin",
  operations: { emissionFactor: emissionFactorAccess, organizationFactor: organizationFactorAccess },
  screens: [
    { path: admin, operation: emissionFactorAccess.maintain },
    { path: `${admin}/new/[meterType]`, operation: emissionFactorAccess.maintain },
    { path: `${admin}/[id]/edit`, operation: emissionFactorAccess.maintain },
  ],
  menu: [{ group: "admin", key: "emissionFactors", href: admin, position: 50 }],
  history: async () => (await import("./history")).emissionFactorsHistory,
});
