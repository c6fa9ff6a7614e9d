// The audit log's list declaration: the organization's entries, newest first, filtered by person,
// kind of record, action and period. A record's history is the same list for one record. Client-safe.
import { z } from "zod";
import { calendarDate } from "@/lib/platform/fields/fields";
import { defineList } from "@/lib/platform/lists/list";

/** The kinds of record the trail speaks of (the entity types the database triggers write). */
export const AUDIT_ENTITY_TYPES = [
  "organization",
  "member",
  "area",
  "role",
  "competence",
  "competence_requirement",
  "role_member",
  "role_competence",
  "scope",
  "stakeholder",
  "stakeholder_association",
  "file",
  "competence_file",
  "competence_acquisition",
  "competence_acquisition_file",
  "scope_file",
  "stakeholder_association_file",
  "policy",
  "policy_file",
  "own_document",
  "own_document_file",
  "machine",
  "machine_file",
  "agreement",
  "agreement_file",
  "inspection",
  "inspection_file",
  "meter",
  "meter_reading",
  "meter_file",
  "meter_reading_file",
  "procedure",
  "procedure_file",
  "event",
  "event_action",
  "event_file",
  "emission_factor",
  "emission_factor_value",
  "meter_emission_factor",
  "guarantee_of_origin",
  "guarantee_of_origin_file",
  "waste_handler",
  "waste_handler_file",
  "waste_arrangement",
  "waste_registration",
  "waste_registration_line",
  "waste_registration_file",
  "chemical_association",
  "chemical_use_area",
  "chemical_storage_area",
  "chemical_substitution_decision",
  "own_safety_data_sheet",
  "binding_obligation",
  "binding_obligation_file",
  "obligation_evaluation",
  "obligation_evaluation_file",
  "session",
] as const;

export const AUDIT_ACTIONS = [
  "CREATE",
  "UPDATE",
  "ARCHIVE",
  "RESTORE",
  "DELETE",
  "SIGN_IN",
  "SIGN_IN_FAILED",
  "PASSWORD_RESET",
  "SIGN_OUT",
] as const;

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

/** The files the audit log and a history answer as: the lists' exports, and a PDF for an auditor. */
export const AUDIT_FILE_FORMATS = ["csv", "xlsx", "pdf"] as const;
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
