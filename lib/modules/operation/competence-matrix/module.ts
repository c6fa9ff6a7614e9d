// The competence matrix: members against competences over the organization and everything below
// it, with a training plan of the twelve months ahead.
import { defineModule } from "@/lib/platform/modules/manifest";
import { competenceMatrixAccess } from "./access";

const matrix = "/operation/competence";

export const competenceMatrixModule = defineModule({
  key: "operation/competence-matrix",
  area: "operation",
  operations: { competenceMatrix: competenceMatrixAccess },
  screens: [{ path: matrix, operation: competenceMatrixAccess.read }],
  menu: [{ group: "operation", key: "competence", href: matrix, position: 20 }],
});
