// The maintainers' procedure templates.
import { defineModule } from "@/lib/platform/modules/manifest";
import { procedureTemplateAccess } from "./access";

const admin = "/admin/procedure-templates";

export const procedureTemplatesModule = defineModule({
  key: "admin/procedure-templates",
  area: "admin",
  operations: { procedureTemplate: procedureTemplateAccess },
  screens: [
    { path: admin, operation: procedureTemplateAccess.maintain },
    { path: `${admin}/new`, operation: procedureTemplateAccess.maintain },
    { path: `${admin}/[id]/edit`, operation: procedureTemplateAccess.maintain },
  ],
  menu: [{ group: "admin", key: "procedureTemplates", href: admin, position: 110 }],
});
