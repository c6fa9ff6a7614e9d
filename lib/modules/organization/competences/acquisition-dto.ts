// A member's acquisition of a competence as the API and the screens show it: when it was acquired,
// when it expires (the competence's recurrence from that date), its certificate, who recorded it.
import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { dateTime, idName, wireDate } from "@/lib/platform/api/response";
import { toWireDate } from "@/lib/platform/api/wire";
import { nextDueDate } from "@/lib/platform/recurrence/next-due";

export const acquisitionSelect = {
  id: true,
  competenceId: true,
  acquiredOn: true,
  note: true,
  recordedAt: true,
  recordedByName: true,
  competence: { select: { id: true, name: true, frequency: true } },
  files: { select: { id: true, name: true }, orderBy: { name: "asc" } },
} as const satisfies Prisma.CompetenceAcquisitionSelect;

/** Latest first; acquisitions of one day as recorded, the latest first. */
export const acquisitionOrder = [
  { acquiredOn: "desc" },
  { id: "desc" },
] as const satisfies Prisma.CompetenceAcquisitionOrderByWithRelationInput[];

export type AcquisitionRow = Prisma.CompetenceAcquisitionGetPayload<{ select: typeof acquisitionSelect }>;

export const acquisitionSchema = z.object({
  id: z.string(),
  competence: idName,
  acquiredOn: wireDate,
  /** the acquisition date plus the competence's recurrence; null for a competence acquired once */
  expiresOn: wireDate.nullable(),
  note: z.string().nullable(),
  /** the certificate, diploma or course record */
  files: z.array(idName),
  recordedAt: dateTime,
  /** null for an acquisition carried over from before acquisitions were recorded one by one */
  recordedByName: z.string().nullable(),
});

export type AcquisitionDto = z.output<typeof acquisitionSchema>;

export const toAcquisitionDto = (row: AcquisitionRow): AcquisitionDto => ({
  id: row.id,
  competence: { id: row.competence.id, name: row.competence.name },
  acquiredOn: toWireDate(row.acquiredOn)!,
  expiresOn: toWireDate(nextDueDate(row.acquiredOn, row.competence.frequency)),
  note: row.note,
  files: row.files,
  recordedAt: row.recordedAt,
  recordedByName: row.recordedByName,
});
