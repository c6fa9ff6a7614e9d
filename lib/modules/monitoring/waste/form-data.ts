import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { listTreatmentOperations } from "@/lib/modules/admin/waste-types/data";
import { listAreas } from "@/lib/modules/organization/structure/data";
import type { ArrangementDto } from "./dto";

/**
 * What the arrangement form offers: the R and D operations, the organization's areas, the chosen
 * waste type named in the interface language, and whether the unit may still change.
 */
export async function arrangementFormData(org: OrgContext, arrangement: ArrangementDto | null, language: string) {
  const [operations, areas, registered] = await Promise.all([
    listTreatmentOperations(),
    listAreas(org),
    arrangement ? db().wasteRegistrationLine.count({ where: { arrangementId: arrangement.id } }) : 0,
  ]);
  const type = arrangement?.wasteType;
  const danish = language === "da" && type?.nameDa;
  return {
    operations,
    areas: areas.map((area) => ({ id: area.id, name: area.name })),
    language,
    /** Quantities are registered in the arrangement's unit, which is then fixed. */
    unitFixed: registered > 0,
    wasteType: type
      ? {
          id: type.id,
          code: type.code,
          hazardous: type.hazardous,
          name: danish ? type.nameDa! : type.nameEn,
          nameLanguage: danish ? ("da" as const) : ("en" as const),
          synonyms: [],
        }
      : null,
  };
}
