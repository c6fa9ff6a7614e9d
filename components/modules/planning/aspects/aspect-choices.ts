// What an aspect may link to, for its form's pickers: the organization's areas, binding obligations,
// procedures, meters, waste arrangements and registered chemicals, read through their modules.
import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { listStateFromUrl } from "@/lib/platform/lists/url-state";
import { listChemicalRegister } from "@/lib/modules/chemicals/register/data";
import { chemicalRegisterList } from "@/lib/modules/chemicals/register/schema";
import { listObligations } from "@/lib/modules/documents/binding-obligations/data";
import { obligationName } from "@/lib/modules/documents/binding-obligations/dto";
import { obligationList } from "@/lib/modules/documents/binding-obligations/schema";
import { listMeters } from "@/lib/modules/monitoring/meters/data";
import { meterList } from "@/lib/modules/monitoring/meters/schema";
import { arrangementOptions } from "@/lib/modules/monitoring/waste/data";
import { listProcedures } from "@/lib/modules/operation/procedures/data";
import { procedureList } from "@/lib/modules/operation/procedures/schema";
import { listAreas } from "@/lib/modules/organization/structure/data";
import type { AspectChoices } from "./aspect-form";

/** A list's first `size` rows in its default order (a mid-sized site has far fewer of each). */
const first = <L extends Parameters<typeof listStateFromUrl>[1]>(list: L, size = 200) => ({
  ...listStateFromUrl({}, list).query,
  size,
});

export async function aspectChoices(org: OrgContext): Promise<AspectChoices> {
  const [areas, obligations, procedures, meters, wasteArrangements, chemicals] = await Promise.all([
    listAreas(org),
    listObligations(org, first(obligationList)),
    listProcedures(org, first(procedureList)),
    listMeters(org, first(meterList)),
    arrangementOptions(org),
    listChemicalRegister(org, first(chemicalRegisterList)),
  ]);
  const named = (rows: { id: string; name: string }[]) => rows.map(({ id, name }) => ({ id, name }));
  return {
    areas: named(areas),
    obligations: obligations.content.map((row) => ({ id: row.id, name: obligationName(row) })),
    procedures: procedures.content.map((row) => ({ id: row.id, name: row.title })),
    meters: named(meters.content),
    wasteArrangements,
    chemicals: named(chemicals.content),
  };
}
