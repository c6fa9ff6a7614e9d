// The chemical register ("My chemicals"): the catalogue products the organization keeps.
import { defineModule } from "@/lib/platform/modules/manifest";
import { chemicalRegisterAccess } from "./access";

const register = "/chemicals/my-chemicals";

export const chemicalRegisterModule = defineModule({
  key: "chemicals/register",
  area: "chemicals",
  operations: { chemicalRegister: chemicalRegisterAccess },
  screens: [
    { path: "/chemicals", operation: chemicalRegisterAccess.list, redirectTo: register },
    { path: register, operation: chemicalRegisterAccess.list },
    { path: `${register}/[id]`, operation: chemicalRegisterAccess.read, plainId: true },
    { path: `${register}/[id]/edit`, operation: chemicalRegisterAccess.update },
    { path: `${register}/[id]/card`, operation: chemicalRegisterAccess.read },
    { path: `${register}/[id]/instruction`, operation: chemicalRegisterAccess.read },
    { path: `${register}/[id]/safety-data-sheets/new`, operation: chemicalRegisterAccess.update },
  ],
  menu: [{ group: "chemicals", key: "myChemicals", href: register, position: 10 }],
  due: async () => [(await import("./due-source")).safetyDataSheetsDue],
  history: async () => (await import("./history")).chemicalRegisterHistory,
});
