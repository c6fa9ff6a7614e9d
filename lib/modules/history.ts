// The history vocabulary of every module (each manifest's `history`), and the answers of the audit
// log and the histories read with it: the platform reads entries, the modules say what their
// fields are called and how their values read.
import "server-only";
import { answerAuditLog, answerCatalogueHistory, answerHistory } from "@/lib/platform/audit/answer";
import { listAuditEntries } from "@/lib/platform/audit/data";
import { mergeVocabularies, type HistoryVocabulary } from "@/lib/platform/audit/vocabulary";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { MODULES } from "./registry";

let loaded: Promise<HistoryVocabulary> | undefined;

/** Every audited kind of record with its fields' labels and kinds of value, across the modules. */
export function historyVocabulary(): Promise<HistoryVocabulary> {
  loaded ??= Promise.all(MODULES.map((module) => module.history?.() ?? {})).then(mergeVocabularies);
  return loaded;
}

/**
 * A record's history route: `GET …/{record}/history`, answered with the record read through its
 * module's `check` first (404 like the record), as a page or, with `format`, as a file.
 */
export async function recordHistory(
  input: Parameters<typeof answerHistory>[0],
  id: string,
  check: (org: OrgContext, id: string) => Promise<unknown>,
) {
  return answerHistory(input, { id, check }, await historyVocabulary());
}

/**
 * The history route of a record of a shared catalogue (`GET /api/v1/…/{record}/history`): its
 * entries belong to no organization; the record is read through its module's `check` first.
 */
export async function catalogueRecordHistory(
  input: Parameters<typeof answerCatalogueHistory>[0],
  id: string,
  check: (id: string) => Promise<unknown>,
) {
  return answerCatalogueHistory(input, { id, check }, await historyVocabulary());
}

/** The audit log's route: a page, or the whole log of its filter as a file. */
export async function auditLog(input: Parameters<typeof answerAuditLog>[0]) {
  return answerAuditLog(input, await historyVocabulary());
}

/** A page of the audit log for its screen. */
export async function auditLogPage(org: OrgContext, query: Parameters<typeof listAuditEntries>[1]) {
  return listAuditEntries(org, query, await historyVocabulary());
}
