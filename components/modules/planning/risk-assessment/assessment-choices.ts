// What an assessment may concern, for its form's pickers: the organization's areas, machines,
// registered chemicals and roles (the first hundred of each, by name), read through their modules.
import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { listStateFromUrl } from "@/lib/platform/lists/url-state";
import { listChemicalRegister } from "@/lib/modules/chemicals/register/data";
import { chemicalRegisterList } from "@/lib/modules/chemicals/register/schema";
import { listMachines } from "@/lib/modules/monitoring/machines/data";
import { machineList } from "@/lib/modules/monitoring/machines/schema";
import { listRoles } from "@/lib/modules/organization/roles/data";
import { roleList } from "@/lib/modules/organization/roles/schema";
import { listAreas } from "@/lib/modules/organization/structure/data";

const firstHundred = <L extends Parameters<typeof listStateFromUrl>[1]>(list: L) => ({
  ...listStateFromUrl({}, list).query,
  size: 100,
});

export type Option = { id: string; name: string };

export async function assessmentChoices(org: OrgContext) {
  const [areas, machines, chemicals, roles] = await Promise.all([
    listAreas(org),
    listMachines(org, firstHundred(machineList)),
    listChemicalRegister(org, firstHundred(chemicalRegisterList)),
    listRoles(org, firstHundred(roleList)),
  ]);
  const options = (rows: { id: string; name: string }[]): Option[] => rows.map(({ id, name }) => ({ id, name }));
  return {
    areas: options(areas),
    machines: options(machines.content),
    chemicals: options(chemicals.content),
    roles: options(roles.content),
  };
}
