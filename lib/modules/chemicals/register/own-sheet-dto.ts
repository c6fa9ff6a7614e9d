// A safety data sheet the organization holds itself for a registered product, as the API and the
// screens show it.
import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { dateTime, idName, wireDate } from "@/lib/platform/api/response";
import { toWireDate } from "@/lib/platform/api/wire";

export const ownSheetSelect = {
  id: true,
  language: true,
  countryAlpha2: true,
  lastRevisionDate: true,
  recordedAt: true,
  recordedByName: true,
  file: { select: { id: true, name: true } },
} as const satisfies Prisma.OwnSafetyDataSheetSelect;

export const ownSheetSchema = z.object({
  id: z.string(),
  file: idName,
  language: z.string(),
  countryAlpha2: z.string(),
  lastRevisionDate: wireDate,
  recordedAt: dateTime,
  recordedByName: z.string().nullable(),
});

export type OwnSheetDto = z.output<typeof ownSheetSchema>;

export const toOwnSheetDto = (row: Prisma.OwnSafetyDataSheetGetPayload<{ select: typeof ownSheetSelect }>) => ({
  ...row,
  lastRevisionDate: toWireDate(row.lastRevisionDate)!,
});
