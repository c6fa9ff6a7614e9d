// Meters and their readings, with the organization's own emission factors of each meter.
import { organizationFactorAccess } from "@/lib/modules/admin/emission-factors/access";
import { defineModule } from "@/lib/platform/modules/manifest";
import { meterAccess } from "./access";

const meters = "/monitoring/meters";

export const metersModule = defineModule({
  key: "monitoring/meters",
  area: "monitoring",
  operations: { meter: meterAccess },
  screens: [
    { path: meters, operation: meterAccess.list },
    { path: `${meters}/new/[meterType]`, operation: meterAccess.create },
    { path: `${meters}/[id]`, operation: meterAccess.read, plainId: true },
    { path: `${meters}/[id]/edit`, operation: meterAccess.update },
    { path: `${meters}/[id]/emission-factors/new`, operation: organizationFactorAccess.create },
    { path: `${meters}/[id]/emission-factors/[factorId]/edit`, operation: organizationFactorAccess.update },
    { path: `${meters}/[id]/readings/[readingId]`, operation: meterAccess.read },
    { path: `${meters}/[id]/readings/[readingId]/edit`, operation: meterAccess.update },
  ],
  menu: [{ group: "monitoring", key: "meters", href: meters, position: 20 }],
  due: async () => [(await import("./due-source")).meterReadingsDue],
  history: async () => (await import("./history")).metersHistory,
});
