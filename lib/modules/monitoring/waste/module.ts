// Waste handlers, their arrangements and registrations, and the waste account.
import { defineModule } from "@/lib/platform/modules/manifest";
import { wasteAccess } from "./access";

const handler = "/monitoring/waste/[wasteHandlerAssociationId]";

export const wasteModule = defineModule({
  key: "monitoring/waste",
  area: "monitoring",
  operations: { waste: wasteAccess },
  screens: [
    { path: "/monitoring/waste", operation: wasteAccess.list },
    { path: `${handler}/edit`, operation: wasteAccess.update },
    { path: `${handler}/registrations/new`, operation: wasteAccess.create },
    { path: `${handler}/registrations/[bulkRegistrationId]/edit`, operation: wasteAccess.update },
    { path: `${handler}/arrangements/[arrangementId]`, operation: wasteAccess.update },
    { path: `${handler}/arrangements/[arrangementId]/edit`, operation: wasteAccess.update },
  ],
  menu: [{ group: "monitoring", key: "waste", href: "/monitoring/waste", position: 30 }],
  due: async () => [(await import("./due-source")).wasteCollectionsDue],
  history: async () => (await import("./history")).wasteHistory,
});
