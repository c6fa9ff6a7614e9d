// The machine list and body declarations. Client-safe.
import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { defineList } from "@/lib/platform/lists/list";
import { archivedFilter } from "@/lib/platform/lists/archived";
import { fileIdsField } from "@/lib/platform/files/schema";
import { calendarDate, nullable, optionalText } from "@/lib/platform/fields/fields";

export const machineList = defineList({
  table: "Machine",
  sort: { name: "name", kind: "kind", inceptionDate: "inceptionDate", lastModifiedDate: "lastModifiedDate" },
  defaultSort: "name,asc",
  filters: {
    q: z.string().trim().max(200).optional(),
    areaId: z.uuid().optional(),
    responsibleId: z.uuid().optional(),
    /** In use: no end of use, or one still ahead. */
    inUse: z.enum(["true", "false"]).optional(),
    ...archivedFilter,
  },
});

export const machineListQuerySchema = machineList.query;

export const machineInputSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    kind: optionalText(100),
    manufacturer: optionalText(200),
    model: optionalText(200),
    serialNumber: optionalText(100),
    areaId: nullable(z.uuid()),
    inceptionDate: calendarDate,
    endOfUseDate: nullable(calendarDate),
    responsibleId: nullable(z.uuid()),
    description: optionalText(4000),
    fileIds: fileIdsField,
    lastModifiedDate: lastModifiedDateField,
  })
  .superRefine((input, context) => {
    if (input.endOfUseDate && input.endOfUseDate < input.inceptionDate) {
      context.addIssue({ code: "custom", path: ["endOfUseDate"], params: { reason: "endBeforeStart" } });
    }
  });

export type MachineInput = z.output<typeof machineInputSchema>;
