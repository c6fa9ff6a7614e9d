import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Tx } from "@/lib/platform/db";
import { assertOwnReferences } from "@/lib/platform/tenancy/references";
import { recordWrites } from "@/lib/platform/writes/records";
import { getMachine } from "./data";
import type { MachineInput } from "./schema";

const assertOwnLinks = (tx: Tx, org: OrgContext, input: MachineInput) =>
  assertOwnReferences(tx, org, [
    { model: "storedFile", ids: input.fileIds, field: () => "fileIds" },
    { model: "actingMember", ids: [input.responsibleId], field: () => "responsibleId" },
    { model: "area", ids: [input.areaId], field: () => "areaId" },
  ]);

const filesOf = (input: MachineInput) => [...new Set(input.fileIds)].map((id) => ({ id }));
const day = (text: string | null) => (text ? new Date(`${text}T00:00:00Z`) : null);

const fieldsOf = (input: MachineInput) => ({
  name: input.name,
  kind: input.kind,
  manufacturer: input.manufacturer,
  model: input.model,
  serialNumber: input.serialNumber,
  areaId: input.areaId,
  inceptionDate: day(input.inceptionDate)!,
  endOfUseDate: day(input.endOfUseDate),
  responsibleId: input.responsibleId,
  description: input.description,
});

const machines = recordWrites({
  table: (tx) => tx.machine,
  get: getMachine,
  checkLinks: assertOwnLinks,
  // a machine with agreements still running keeps its service plan: archive those first
  dependents: async (tx, org, id) => ({
    agreements: await tx.agreement.count({
      where: { machineId: id, organizationId: org.organizationId, archivedDate: null },
    }),
  }),
});

export const createMachine = (org: OrgContext, input: MachineInput) =>
  machines.create(org, input, async (tx) => {
    const created = await tx.machine.create({
      data: { organizationId: org.organizationId, ...fieldsOf(input), files: { connect: filesOf(input) } },
      select: { id: true },
    });
    return created.id;
  });

export const updateMachine = (org: OrgContext, id: string, input: MachineInput) =>
  machines.update(org, id, input, async (tx) => {
    await tx.machine.update({ where: { id }, data: { ...fieldsOf(input), files: { set: filesOf(input) } } });
  });

/** Out of the list and the pickers; the machine, its files, inspections and history stay. */
export const archiveMachine = (org: OrgContext, id: string) =>
  machines.retire(org, id, {}, async (tx) => {
    await tx.machine.updateMany({ where: { id, archivedDate: null }, data: { archivedDate: new Date() } });
  });

/** An archived machine back in the list and the pickers. */
export const restoreMachine = (org: OrgContext, id: string) => machines.restore(org, id);
