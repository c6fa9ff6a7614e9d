// The List of Waste and its treatment operations, kept by the maintainers.
import { defineModule } from "@/lib/platform/modules/manifest";
import { wasteTypeAccess } from "./access";

const admin = "/admin/waste-types";

export const wasteTypesModule = defineModule({
  key: "admin/waste-types",
  area: "admin",
  operations: { wasteType: wasteTypeAccess },
  screens: [{ path: admin, operation: wasteTypeAccess.maintain }],
  menu: [{ group: "admin", key: "wasteTypes", href: admin, position: 60 }],
});
