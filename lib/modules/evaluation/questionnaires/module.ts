// Questionnaires: the system's, kept by maintainers on the admin screens, and an organization's own
// copies, adapted on the evaluation screens. Internal audits and control-book inspections answer them.
import { defineModule } from "@/lib/platform/modules/manifest";
import { questionnaireAccess, systemQuestionnaireAccess } from "./access";

const admin = "/admin/questionnaires";
const own = "/evaluation/questionnaires";

export const questionnairesModule = defineModule({
  key: "evaluation/questionnaires",
  area: "evaluation",
  operations: { questionnaire: questionnaireAccess, systemQuestionnaire: systemQuestionnaireAccess },
  screens: [
    { path: admin, operation: systemQuestionnaireAccess.maintain },
    { path: `${admin}/new`, operation: systemQuestionnaireAccess.maintain },
    { path: `${admin}/[id]/edit`, operation: systemQuestionnaireAccess.maintain },
    { path: own, operation: questionnaireAccess.list },
    { path: `${own}/[id]`, operation: questionnaireAccess.read, plainId: true },
    { path: `${own}/[id]/edit`, operation: questionnaireAccess.adapt },
  ],
  menu: [
    { group: "admin", key: "questionnaires", href: admin, position: 40 },
    { group: "evaluation", key: "questionnaires", href: own, position: 35 },
  ],
  history: async () => (await import("./history")).questionnairesHistory,
});
