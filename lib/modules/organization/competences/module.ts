// Competences: what members must know, with due dates and certificates.
import { defineModule } from "@/lib/platform/modules/manifest";
import { competenceAccess } from "./access";

const competences = "/organization/members-roles-and-competences/competences";

export const competencesModule = defineModule({
  key: "organization/competences",
  area: "organization",
  operations: { competence: competenceAccess },
  screens: [
    { path: `${competences}/[id]`, operation: competenceAccess.read, plainId: true },
    { path: `${competences}/[id]/edit`, operation: competenceAccess.update },
  ],
  due: async () => [(await import("./due-source")).competencesDue],
  history: async () => (await import("./history")).competencesHistory,
});
