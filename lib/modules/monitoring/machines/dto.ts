import { z } from "zod";
import { attachedFiles, fileSchema, toFileDto } from "@/lib/platform/files/dto";
import { dateTime, idName, pageSchema, wireDate } from "@/lib/platform/api/response";
import { toWireDate } from "@/lib/platform/api/wire";
import type { Prisma } from "@/lib/generated/prisma/client";
import { memberSummarySchema, memberSummarySelect, toMemberSummary } from "@/lib/modules/organization/members/dto";

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

export const machineListRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string().nullable(),
  manufacturer: z.string().nullable(),
  model: z.string().nullable(),
  serialNumber: z.string().nullable(),
  inceptionDate: wireDate,
  endOfUseDate: wireDate.nullable(),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  archivedDate: dateTime.nullable(),
  area: idName.nullable(),
  responsible: memberSummarySchema.nullable(),
});

export const machinePageSchema = pageSchema(machineListRowSchema);

export function toMachineListRow({
  responsible,
  ...row
}: Prisma.MachineGetPayload<{ select: typeof machineListSelect }>): z.output<typeof machineListRowSchema> {
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

export const machineSchema = machineListRowSchema.extend({
  description: z.string().nullable(),
  files: z.array(fileSchema),
});

export type MachineDto = z.output<typeof machineSchema>;

export function toMachineDto({
  files,
  ...row
}: Prisma.MachineGetPayload<{ select: typeof machineSelect }>): MachineDto {
  return { ...toMachineListRow(row), description: row.description, files: files.map(toFileDto) };
}
