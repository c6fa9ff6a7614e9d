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
type FieldChange = z.output<typeof fieldChangeSchema>;

/** One entry of the audit log: of the organization's log, or of one record's history. */
const auditEntrySchema = z.object({
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

/** One changed field as a person reads it (readable.ts): its label, and its values before and after. */
const readableChangeSchema = z.object({
  field: z.string().meta({ description: "The stored field's name (a key, not for people)" }),
  label: z.string().meta({ description: "The field's label in the reader's language" }),
  before: z.string().nullable().meta({ description: "The value before, as the screens show it; null: none" }),
  after: z.string().nullable().meta({ description: "The value after, as the screens show it; null: none" }),
  diff: z
    .array(z.object({ type: z.enum(["same", "added", "removed"]), text: z.string() }))
    .optional()
    .meta({ description: "A rich text changed: its words unchanged, removed and added, long unchanged stretches cut" }),
});
export type ReadableChange = z.output<typeof readableChangeSchema>;

/** The entry in the reader's language: the kind of record, the action, when (the organization's time), who. */
const readableSchema = z.object({
  kind: z.string(),
  action: z.string(),
  occurredAt: z.string(),
  actor: z.string(),
  changes: z.array(readableChangeSchema).meta({
    description: "The fields a person reads, labelled, with technical fields left out",
  }),
});

/** An entry with its reading: what the log and the histories answer. */
const readableAuditEntrySchema = auditEntrySchema.extend({ readable: readableSchema });
export type ReadableAuditEntry = z.output<typeof readableAuditEntrySchema>;

/** A page of the organization's log, or of one record's history, each entry with its reading. */
export const auditPageSchema = pageSchema(readableAuditEntrySchema);

export function toAuditEntryDto(row: AuditEntryRow): AuditEntryDto {
  return { ...row, changes: (row.changes ?? {}) as Record<string, FieldChange> };
}
