import type { Prisma } from "@/lib/generated/prisma/client";

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
export type FieldChange = { before: unknown; after: unknown };

export function toAuditEntryDto(row: AuditEntryRow) {
  return { ...row, changes: (row.changes ?? {}) as Record<string, FieldChange> };
}

export type AuditEntryDto = ReturnType<typeof toAuditEntryDto>;
