import { attachedFiles, toFileDto } from "@/lib/platform/files/dto";
import { toWireDate } from "@/lib/platform/api/wire";
import type { Prisma } from "@/lib/generated/prisma/client";
import { memberSummarySelect, toMemberSummary } from "@/lib/modules/organization/members/dto";

export const machineListSelect = {
  id: true,
  name: true,
  kind: true,
  manufacturer: true,
  model: true,
  serialNumber: true,
  inceptionDate: true,
  endOfUseDate: true,
  createdDate: true,
  lastModifiedDate: true,
  archivedDate: true,
  area: { select: { id: true, name: true } },
  responsible: { select: memberSummarySelect },
} satisfies Prisma.MachineSelect;

export function toMachineListRow({
  responsible,
  ...row
}: Prisma.MachineGetPayload<{ select: typeof machineListSelect }>) {
  return {
    ...row,
    // calendar dates go over the wire as YYYY-MM-DD
    inceptionDate: toWireDate(row.inceptionDate)!,
    endOfUseDate: toWireDate(row.endOfUseDate),
    responsible: responsible && toMemberSummary(responsible),
  };
}

export const machineSelect = {
  ...machineListSelect,
  description: true,
  files: attachedFiles,
} satisfies Prisma.MachineSelect;

export function toMachineDto({ files, ...row }: Prisma.MachineGetPayload<{ select: typeof machineSelect }>) {
  return { ...toMachineListRow(row), description: row.description, files: files.map(toFileDto) };
}

export type MachineDto = ReturnType<typeof toMachineDto>;
