// Procedures in English and Danish, with revisions, comparison and a public page per language.
import { defineModule } from "@/lib/platform/modules/manifest";
import { procedureAccess } from "./access";

const procedures = "/operation/procedures";

export const proceduresModule = defineModule({
  key: "operation/procedures",
  area: "operation",
  operations: { procedure: procedureAccess },
  screens: [
    { path: procedures, operation: procedureAccess.list },
    { path: `${procedures}/[id]`, operation: procedureAccess.read, plainId: true },
    { path: `${procedures}/[id]/edit`, operation: procedureAccess.update },
    { path: `${procedures}/[id]/versions`, operation: procedureAccess.compare },
  ],
  menu: [{ group: "operation", key: "procedures", href: procedures, position: 10 }],
  due: async () => [(await import("./due-source")).procedureReviewsDue],
  history: async () => (await import("./history")).proceduresHistory,
});
