// The audit log's list declaration: the organization's entries, newest first, filtered by person,
// kind of record, action and period. A record's history is the same list for one record. Client-safe.
import { z } from "zod";
import { calendarDate } from "@/lib/platform/fields/fields";
import { defineList } from "@/lib/platform/lists/list";
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, AUDIT_FILE_FORMATS } from "./choices";

const filters = {
  q: z.string().trim().max(200).optional().describe("Text in the record's name or the person's name"),
  actor: z.uuid().optional().describe("Only changes made by this user"),
  entityType: z.enum(AUDIT_ENTITY_TYPES).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  from: calendarDate.optional().describe("First day of the period (in UTC), inclusive"),
  to: calendarDate.optional().describe("Last day of the period (in UTC), inclusive"),
};

export const auditList = defineList({
  table: "AuditEntry",
  sort: { occurredAt: "occurredAt", actorName: "actorName", entityType: "entityType", action: "action" },
  defaultSort: "occurredAt,desc",
  filters,
});

const fileFormat = z
  .enum(AUDIT_FILE_FORMATS)
  .optional()
  .describe("Answer every entry (this filter and sort) as a CSV, XLSX or PDF attachment instead of a page");

export const auditListQuerySchema = auditList.query.extend({ format: fileFormat });

/** One record's history: the same entries, newest first, paged. */
export const historyList = defineList({
  table: "AuditEntry",
  sort: { occurredAt: "occurredAt" },
  defaultSort: "occurredAt,desc",
});

export const historyQuerySchema = historyList.query.extend({ format: fileFormat });
