import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AuditAction } from "@/lib/generated/prisma/enums";
import { dateTime, pageSchema } from "@/lib/platform/api/response";

export const auditEntrySelect = {
  id: true,
  occurredAt: true,
  actorId: true,
  actorName: true,
  action: true,
  entityType: true,
  entityId: true,
  entityName: true,
  changes: true,
} satisfies Prisma.AuditEntrySelect;

type AuditEntryRow = Prisma.AuditEntryGetPayload<{ select: typeof auditEntrySelect }>;

/** A field's value before and after the change (null where there was none). */
const fieldChangeSchema = z.object({ before: z.unknown(), after: z.unknown() });
export type FieldChange = z.output<typeof fieldChangeSchema>;

/** One entry of the audit log: of the organization's log, or of one record's history. */
export const auditEntrySchema = z.object({
  id: z.string(),
  occurredAt: dateTime,
  actorId: z.string().nullable(),
  actorName: z.string(),
  action: z.enum(AuditAction),
  entityType: z.string(),
  entityId: z.string().nullable(),
  entityName: z.string(),
  changes: z.record(z.string(), fieldChangeSchema),
});

export type AuditEntryDto = z.output<typeof auditEntrySchema>;

/** A page of the organization's log, or of one record's history (recordHistory). */
export const auditPageSchema = pageSchema(auditEntrySchema);

export function toAuditEntryDto(row: AuditEntryRow): AuditEntryDto {
  return { ...row, changes: (row.changes ?? {}) as Record<string, FieldChange> };
}
