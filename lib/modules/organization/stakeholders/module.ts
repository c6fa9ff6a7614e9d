// The organization's stakeholders (interested parties, ISO 14001 / 45001 clause 4.2).
import { defineModule } from "@/lib/platform/modules/manifest";
import { stakeholderAccess } from "./access";

const stakeholders = "/organization/stakeholders";

export const stakeholdersModule = defineModule({
  key: "organization/stakeholders",
  area: "organization",
  operations: { stakeholder: stakeholderAccess },
  screens: [
    { path: stakeholders, operation: stakeholderAccess.list },
    { path: `${stakeholders}/[id]`, operation: stakeholderAccess.read, plainId: true },
    { path: `${stakeholders}/[id]/edit`, operation: stakeholderAccess.update },
  ],
  menu: [{ group: "organization", key: "stakeholders", href: stakeholders, position: 40 }],
  history: async () => (await import("./history")).stakeholdersHistory,
});
