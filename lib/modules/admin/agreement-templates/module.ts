// The maintainers' agreement templates: recurring obligations a control book makes agreements from.
import { defineModule } from "@/lib/platform/modules/manifest";
import { agreementTemplateAccess } from "./access";

const admin = "/admin/agreement-templates";

export const agreementTemplatesModule = defineModule({
  key: "admin/agreement-templates",
  area: "admin",
  operations: { agreementTemplate: agreementTemplateAccess },
  screens: [
    { path: admin, operation: agreementTemplateAccess.maintain },
    { path: `${admin}/new`, operation: agreementTemplateAccess.maintain },
    { path: `${admin}/[id]/edit`, operation: agreementTemplateAccess.maintain },
  ],
  menu: [{ group: "admin", key: "agreementTemplates", href: admin, position: 100 }],
  history: async () => (await import("./history")).agreementTemplatesHistory,
});
