import { defineExport } from "@/lib/platform/lists/export/columns";
import type { AuditEntryDto, FieldChange } from "./dto";
import { auditList } from "./schema";

/** A message of the user's language by its full key. */
type Translate = (key: string) => string;

const shown = (value: unknown, t: Translate): string => {
  if (value === null || value === undefined || value === "") return t("audit.noValue");
  if (Array.isArray(value)) return value.map((item) => shown(item, t)).join(", ");
  const text = typeof value === "object" ? JSON.stringify(value) : String(value);
  // rich text reads as its words; a long text is cut, the record itself has it whole
  const plain = text
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return plain.length > 300 ? `${plain.slice(0, 300)}…` : plain;
};

/** "Name: Forklift → Forklift licence; Frequency: P1Y → P2Y", field names in the user's language. */
function changesText(changes: Record<string, FieldChange>, t: Translate): string {
  return Object.entries(changes)
    .map(([field, change]) => {
      // a field without a message of its own is named as it is stored
      const label = t(`audit.fields.${field}`);
      const name = label.includes(`audit.fields.${field}`) ? field : label;
      return `${name}: ${shown(change.before, t)} → ${shown(change.after, t)}`;
    })
    .join("; ");
}

/** The audit log's columns as an export. */
export const auditExport = defineExport<AuditEntryDto>(auditList, {
  fileName: "audit.fileName",
  columns: {
    occurredAt: { heading: "audit.columns.occurredAt", type: "dateTime", value: (row) => row.occurredAt },
    actorName: { heading: "audit.columns.actor", value: (row, t) => row.actorName || t("audit.system") },
    action: { heading: "audit.columns.action", value: (row, t) => t(`audit.actions.${row.action}`) },
    entityType: { heading: "audit.columns.entityType", value: (row, t) => t(`audit.entities.${row.entityType}`) },
    entityName: { heading: "audit.columns.entityName", value: (row) => row.entityName },
    changes: { heading: "audit.columns.changes", value: (row, t) => changesText(row.changes, t) },
  },
});
