// The words a history is read in: for each audited kind of record (the kind its database trigger
// writes), each stored field's label and kind of value, and the fields a person does not read (ids,
// copies kept for sorting, derived values). The module that owns a kind declares it in its manifest's
// `history` (lib/platform/modules/manifest.ts); lib/platform/audit/readable.ts reads entries with it.
// Pure data, client-safe.

/** How a linked record is named: its table and the columns that name it, joined by a space. */
export type RecordNaming = {
  table: string;
  /** The naming columns. */
  name: readonly string[];
  /** Their Danish counterparts, column by column (a title in each language), where empty the English one. */
  da?: readonly string[];
};

/** A kind of value and how it reads: as the screens show it. */
type ValueKind =
  | { type: "text" }
  /** Rich text (HTML): its words, and a change as a word diff. */
  | { type: "richText" }
  /** A calendar date (`2026-11-27`). */
  | { type: "date" }
  /** An instant, in the organization's time zone. */
  | { type: "timestamp" }
  | { type: "number" }
  | { type: "boolean" }
  /** An ISO 3166 country code, named in the reader's language. */
  | { type: "country" }
  /** An ISO 639-1 language code, named in the reader's language. */
  | { type: "language" }
  /** `{ code, en: [...], da: [...] }`: the code and the texts of the reader's language. */
  | { type: "localizedParts" }
  /** A size in bytes. */
  | { type: "bytes" }
  /** A code with a label in the message group `messages` (`messages.CODE`). */
  | { type: "enum"; messages: string }
  /** The id of another record, read as its name. */
  | { type: "ref"; record: RecordNaming };

/** A field: its label's message key and its kind of value (a list of values reads each, joined). */
export type HistoryField = ValueKind & { label: string };

export type HistoryKind = {
  /** The message key of the kind's name; `audit.entities.<kind>` when not given. */
  label?: string;
  /** The fields a person reads, in the order they are shown. */
  fields: Readonly<Record<string, HistoryField>>;
  /** Fields left out: technical, or copies and derived values another field already says. */
  hidden?: readonly string[];
};

/** Kinds of record by the name their audit trigger writes (`machine`, `role_member` …). */
export type HistoryVocabulary = Readonly<Record<string, HistoryKind>>;

/** Fields of every kind that no one reads: ids and the row's own bookkeeping. */
export const ALWAYS_HIDDEN: readonly string[] = ["id", "organizationId", "createdDate", "lastModifiedDate"];

/** A record named by `columns` of `table` ("name" unless given). */
export const record = (table: string, ...columns: string[]): RecordNaming => ({
  table,
  name: columns.length ? columns : ["name"],
});

/** The field constructors a module's history vocabulary is written with. */
export const field = {
  text: (label: string): HistoryField => ({ label, type: "text" }),
  richText: (label: string): HistoryField => ({ label, type: "richText" }),
  date: (label: string): HistoryField => ({ label, type: "date" }),
  timestamp: (label: string): HistoryField => ({ label, type: "timestamp" }),
  number: (label: string): HistoryField => ({ label, type: "number" }),
  boolean: (label: string): HistoryField => ({ label, type: "boolean" }),
  country: (label: string): HistoryField => ({ label, type: "country" }),
  language: (label: string): HistoryField => ({ label, type: "language" }),
  localizedParts: (label: string): HistoryField => ({ label, type: "localizedParts" }),
  bytes: (label: string): HistoryField => ({ label, type: "bytes" }),
  enum: (label: string, messages: string): HistoryField => ({ label, type: "enum", messages }),
  ref: (label: string, named: RecordNaming): HistoryField => ({ label, type: "ref", record: named }),
};

/** Declares a module's vocabulary; the identity function keeps the literal kinds. */
export const defineHistory = <V extends HistoryVocabulary>(vocabulary: V): V => vocabulary;

/** The manifests' vocabularies as one; a kind two modules declare is a mistake that hides one of them. */
export function mergeVocabularies(vocabularies: readonly HistoryVocabulary[]): HistoryVocabulary {
  const all: Record<string, HistoryKind> = {};
  for (const vocabulary of vocabularies) {
    for (const [kind, declared] of Object.entries(vocabulary)) {
      if (kind in all) throw new Error(`The history of ${kind} is declared twice`);
      all[kind] = declared;
    }
  }
  return all;
}
