// Machines, with their documents, agreements and inspections.
import { defineModule } from "@/lib/platform/modules/manifest";
import { machineAccess } from "./access";

const machines = "/monitoring/machines";

export const machinesModule = defineModule({
  key: "monitoring/machines",
  area: "monitoring",
  operations: { machine: machineAccess },
  screens: [
    { path: machines, operation: machineAccess.list },
    { path: `${machines}/[id]`, operation: machineAccess.read, plainId: true },
    { path: `${machines}/[id]/edit`, operation: machineAccess.update },
  ],
  menu: [{ group: "monitoring", key: "machines", href: machines, position: 40 }],
  history: async () => (await import("./history")).machinesHistory,
});
