// CO2 per meter and month, and the yearly greenhouse-gas account by scope.
import { defineModule } from "@/lib/platform/modules/manifest";
import { carbonAccess } from "./access";

export const carbonModule = defineModule({
  key: "monitoring/carbon",
  area: "monitoring",
  operations: { carbon: carbonAccess },
  screens: [
    { path: "/monitoring/meters/ghg-account", operation: carbonAccess.read },
    { path: "/monitoring/meters/[id]/guarantees-of-origin/new", operation: carbonAccess.link },
  ],
  history: async () => (await import("./history")).carbonHistory,
});
