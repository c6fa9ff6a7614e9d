// The scope of the management system, with its versions.
import { defineModule } from "@/lib/platform/modules/manifest";
import { scopeAccess } from "./access";

export const scopeModule = defineModule({
  key: "organization/scope",
  area: "organization",
  operations: { scope: scopeAccess },
  screens: [
    { path: "/organization/scope", operation: scopeAccess.read },
    { path: "/organization/scope/edit", operation: scopeAccess.update },
    { path: "/organization/scope/versions", operation: scopeAccess.listRevisions },
  ],
  menu: [{ group: "organization", key: "scope", href: "/organization/scope", position: 20 }],
  history: async () => (await import("./history")).scopeHistory,
});
