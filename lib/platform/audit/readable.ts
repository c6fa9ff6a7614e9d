// Audit entries as a person reads them: the kind of record and each field by its label in the
// reader's language, values as the screens show them (labels of codes, dates and times in the
// organization's time zone, linked records and people by name, numbers in the language's notation,
// yes and no), technical fields left out, and a change of rich text as a word diff. The words come
// from the modules' history vocabularies (vocabulary.ts); linked records are named in one statement
// per page of entries, whatever their number and kinds.
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { isUuid } from "@/lib/platform/auth/uuid";
import { countryName } from "@/lib/platform/fields/countries";
import { languageName } from "@/lib/platform/fields/languages";
import {
  FORMATS,
  FORMATTING_LOCALES,
  isLocale,
  missingKeyText,
  TIME_ZONE,
  type Locale,
} from "@/lib/platform/i18n/config";
import { translator, type Translate } from "@/lib/platform/i18n/translator";
import { identifier, queryRows, sql } from "@/lib/platform/lists/query";
import { diffText, htmlToText, type DiffPart } from "@/lib/platform/rich-text/diff";
import type { AuditEntryDto, ReadableAuditEntry, ReadableChange } from "./dto";
import {
  ALWAYS_HIDDEN,
  type HistoryField,
  type HistoryKind,
  type HistoryVocabulary,
  type RecordNaming,
} from "./vocabulary";

/** What entries are read with: the modules' vocabularies and the reader's language. */
export type Reading = { vocabulary: HistoryVocabulary; language: string };

/** A text longer than this is cut: the record itself holds it whole. */
const MAX_TEXT = 300;
/** Unchanged words kept on each side of a change in a rich text's diff. */
const CONTEXT_WORDS = 8;

const cut = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT).trimEnd()}…` : text);

/** "evaluationNotes" → "Evaluation notes": only for a field no vocabulary declares (a test prevents it). */
const spelledOut = (name: string) => {
  const words = name
    .replace(/Id$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

/**
 * The SQL naming a record in the reader's language: its columns joined by a space, each of the
 * Danish ones falling back to the column it stands for where it is empty.
 */
function namingSql(naming: RecordNaming, language: Locale): string {
  const column = (name: string) => `t.${identifier(name)}::text`;
  const own = language === "da" ? naming.da : undefined;
  const columns = naming.name.map((name, index) =>
    own?.[index] && own[index] !== name ? `coalesce(${column(own[index])}, ${column(name)})` : column(name),
  );
  return `concat_ws(' ', ${columns.join(", ")})`;
}

const namingKey = (naming: RecordNaming, language: Locale) => `${naming.table}:${namingSql(naming, language)}`;

/** The ids the entries' linked fields hold, by how their records are named. */
function linkedIds(entries: AuditEntryDto[], vocabulary: HistoryVocabulary, language: Locale) {
  const wanted = new Map<string, { naming: RecordNaming; ids: Set<string> }>();
  for (const entry of entries) {
    const declared = vocabulary[entry.entityType]?.fields ?? {};
    for (const [name, change] of Object.entries(entry.changes)) {
      const field = declared[name];
      if (field?.type !== "ref") continue;
      const key = namingKey(field.record, language);
      const group = wanted.get(key) ?? { naming: field.record, ids: new Set<string>() };
      wanted.set(key, group);
      for (const value of [change.before, change.after].flat()) {
        if (typeof value === "string" && isUuid(value)) group.ids.add(value);
      }
    }
  }
  return wanted;
}

/**
 * The names of the linked records, by naming and id, in one statement. Archived records keep their
 * names; an id whose record is gone has none.
 */
async function namesOf(entries: AuditEntryDto[], reading: Reading, language: Locale) {
  const wanted = [...linkedIds(entries, reading.vocabulary, language)].filter(([, group]) => group.ids.size);
  const names = new Map<string, string>();
  if (!wanted.length) return names;
  const selects = wanted.map(([key, { naming, ids }]) => {
    const table = Prisma.raw(`${identifier(naming.table)} t`);
    return sql`SELECT ${key} AS "key", t."id"::text AS "id", ${Prisma.raw(namingSql(naming, language))} AS "name"
               FROM ${table} WHERE t."id" = ANY(${[...ids]}::uuid[])`;
  });
  const rows = await queryRows<{ key: string; id: string; name: string }>(Prisma.join(selects, " UNION ALL "), {
    prepared: false,
  });
  for (const row of rows) names.set(`${row.key}/${row.id}`, row.name);
  return names;
}

type Formatting = {
  language: Locale;
  t: Translate;
  has: (key: string) => boolean;
  day: Intl.DateTimeFormat;
  dayInZone: Intl.DateTimeFormat;
  moment: Intl.DateTimeFormat;
  number: Intl.NumberFormat;
  names: Map<string, string>;
};

function formattingFor(language: Locale, names: Map<string, string>): Formatting {
  const locale = FORMATTING_LOCALES[language];
  const t = translator(language);
  return {
    language,
    t,
    has: (key) => t(key) !== missingKeyText(key),
    // a calendar date is the same day everywhere: it is read in UTC, where it is stored
    day: new Intl.DateTimeFormat(locale, { ...FORMATS.dateTime.day, timeZone: "UTC" }),
    dayInZone: new Intl.DateTimeFormat(locale, { ...FORMATS.dateTime.day, timeZone: TIME_ZONE }),
    moment: new Intl.DateTimeFormat(locale, { ...FORMATS.dateTime.timestamp, timeZone: TIME_ZONE }),
    number: new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }),
    names,
  };
}

function bytes(value: number, formatting: Formatting) {
  const locale = FORMATTING_LOCALES[formatting.language];
  const [unit, size] = value >= 1024 * 1024 ? ["megabyte", value / 1024 / 1024] : ["kilobyte", value / 1024];
  return new Intl.NumberFormat(locale, { style: "unit", unit, maximumFractionDigits: 1 }).format(size);
}

/** One stored value (never a list, never empty) as the screens show it. */
function shownValue(value: unknown, field: HistoryField | undefined, formatting: Formatting): string {
  const { t } = formatting;
  switch (field?.type) {
    case "richText":
      return cut(htmlToText(String(value)));
    case "date": {
      const text = String(value);
      const plain = /^\d{4}-\d{2}-\d{2}$/.test(text);
      const date = new Date(plain ? `${text}T00:00:00Z` : text);
      if (Number.isNaN(date.getTime())) return text;
      // a calendar date stored as an instant is read on the organization's clock
      return (plain ? formatting.day : formatting.dayInZone).format(date);
    }
    case "timestamp": {
      const date = new Date(String(value));
      return Number.isNaN(date.getTime()) ? String(value) : formatting.moment.format(date);
    }
    case "number": {
      const number = Number(value);
      return Number.isFinite(number) ? formatting.number.format(number) : String(value);
    }
    case "bytes": {
      const number = Number(value);
      return Number.isFinite(number) ? bytes(number, formatting) : String(value);
    }
    case "boolean":
      return t(value === true || value === "true" ? "audit.values.yes" : "audit.values.no");
    case "country":
      return countryName(String(value), formatting.language);
    case "language":
      return languageName(String(value), formatting.language);
    case "localizedParts": {
      const parts = value as { code?: unknown } & Partial<Record<string, unknown>>;
      const texts = Array.isArray(parts[formatting.language]) ? (parts[formatting.language] as unknown[]) : [];
      const shownTexts = texts.filter((text) => typeof text === "string" && text.trim()).join(" · ");
      return cut(`${String(parts.code ?? "")}: ${shownTexts || t("audit.noValue")}`);
    }
    case "enum": {
      const key = `${field.messages}.${String(value)}`;
      return formatting.has(key) ? t(key) : String(value);
    }
    case "ref": {
      const key = `${namingKey(field.record, formatting.language)}/${String(value)}`;
      const name = formatting.names.get(key);
      return name === undefined ? t("audit.values.removed") : name || t("audit.noValue");
    }
    default:
      return cut(typeof value === "object" ? JSON.stringify(value) : String(value));
  }
}

function shown(value: unknown, field: HistoryField | undefined, formatting: Formatting): string | null {
  if (isEmpty(value)) return null;
  if (Array.isArray(value)) {
    const items = value.filter((item) => !isEmpty(item)).map((item) => shownValue(item, field, formatting));
    return items.join(", ");
  }
  return shownValue(value, field, formatting);
}

/**
 * The word diff of two texts with the unchanged stretches between changes cut to a few words on
 * each side: a history shows what changed and where, the versions screen the whole text.
 */
function changedWords(before: string, after: string): DiffPart[] {
  const parts = diffText(before, after);
  return parts.map((part, index) => {
    if (part.type !== "same") return part;
    const lead = /^\s*/.exec(part.text)![0];
    const words = part.text.slice(lead.length).split(" ");
    const keepStart = index === 0 ? 0 : CONTEXT_WORDS;
    const keepEnd = index === parts.length - 1 ? 0 : CONTEXT_WORDS;
    if (words.length <= keepStart + keepEnd + 1) return part;
    const kept = [...words.slice(0, keepStart), "…", ...words.slice(words.length - keepEnd)];
    return { type: "same", text: lead + kept.join(" ") };
  });
}

function readChanges(entry: AuditEntryDto, kind: HistoryKind | undefined, formatting: Formatting) {
  const declared = kind?.fields ?? {};
  const hidden = new Set([...ALWAYS_HIDDEN, ...(kind?.hidden ?? [])]);
  const order = Object.keys(declared);
  const names = Object.keys(entry.changes)
    .filter((name) => !hidden.has(name))
    .sort((a, b) => {
      const [x, y] = [order.indexOf(a), order.indexOf(b)];
      if (x === -1 || y === -1) return x === y ? a.localeCompare(b) : x === -1 ? 1 : -1;
      return x - y;
    });
  return names.flatMap((name): ReadableChange[] => {
    const field = declared[name];
    const change = entry.changes[name];
    const before = shown(change.before, field, formatting);
    const after = shown(change.after, field, formatting);
    if (before === after && field?.type !== "richText") return [];
    const label = field ? formatting.t(field.label) : spelledOut(name);
    const read: ReadableChange = { field: name, label, before, after };
    if (field?.type === "richText" && !isEmpty(change.before) && !isEmpty(change.after)) {
      const diff = changedWords(String(change.before), String(change.after));
      // markup alone changed: nothing a reader sees
      if (diff.every((part) => part.type === "same")) return [];
      read.diff = diff;
    }
    return [read];
  });
}

/**
 * The entries as read in the reader's language: the fields each changed, labelled and shown as
 * the screens show them. Linked records are named in one statement for all the entries.
 */
export async function readEntries(entries: AuditEntryDto[], reading: Reading): Promise<ReadableAuditEntry[]> {
  const language: Locale = isLocale(reading.language) ? reading.language : "en";
  const formatting = formattingFor(language, await namesOf(entries, reading, language));
  const { t } = formatting;
  return entries.map((entry) => {
    const kind = reading.vocabulary[entry.entityType];
    const kindLabel = kind?.label ?? `audit.entities.${entry.entityType}`;
    return {
      ...entry,
      readable: {
        kind: formatting.has(kindLabel) ? t(kindLabel) : spelledOut(entry.entityType.replaceAll("_", " ")),
        action: t(`audit.actions.${entry.action}`),
        occurredAt: formatting.moment.format(entry.occurredAt),
        actor: entry.actorName || t("audit.system"),
        changes: readChanges(entry, kind, formatting),
      },
    };
  });
}
