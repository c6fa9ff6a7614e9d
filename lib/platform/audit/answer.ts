// The answers of the audit log (`…/audit-entries`) and of every record's history (`…/history`): a
// page of entries as a person reads them, or the whole of it as a file for an auditor, CSV or XLSX
// through the list kit and PDF through pdf.ts (`?format=`, or an Accept header preferring one).
import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { SessionUser } from "@/lib/platform/auth/types";
import { FORMATS, FORMATTING_LOCALES, isLocale, TIME_ZONE } from "@/lib/platform/i18n/config";
import { translator, type Translate } from "@/lib/platform/i18n/translator";
import { answerList } from "@/lib/platform/lists/export/answer";
import { listBatches } from "@/lib/platform/lists/export/batches";
import type { ExportFormat } from "@/lib/platform/lists/export/format";
import type { ListQuery } from "@/lib/platform/lists/list";
import { LIST_WINDOW } from "@/lib/platform/lists/paging";
import { sortOrThrow, type ListSource } from "@/lib/platform/lists/query";
import { pdfAttachment } from "@/lib/platform/pdf/attachment";
import { auditActors, auditSource, catalogueHistorySource, historySource, latestNaming, recordNamed } from "./data";
import { auditExport, historyExport } from "./export";
import type { ReadableAuditEntry } from "./dto";
import { auditPdf, type PdfTexts } from "./pdf";
import { auditList, historyList } from "./schema";
import type { AUDIT_FILE_FORMATS } from "./choices";
import type { HistoryVocabulary } from "./vocabulary";

type FileFormat = (typeof AUDIT_FILE_FORMATS)[number];
type Input<L> = {
  request: Request;
  user: SessionUser;
  org: OrgContext;
  query: Omit<ListQuery<L>, "format"> & { format?: FileFormat };
};

const PDF = "application/pdf";

/** Whether the request asks for a PDF: `format=pdf`, or an Accept header preferring it to JSON. */
function wantsPdf(request: Request, format: FileFormat | undefined): boolean {
  if (format) return format === "pdf";
  const ranges = (request.headers.get("accept") ?? "").split(",").map((part) => {
    const [type, ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    return { type, q: q ? Number(q.slice(2)) || 0 : 1 };
  });
  const best = (types: string[]) =>
    Math.max(0, ...ranges.filter((range) => types.includes(range.type)).map((r) => r.q));
  return best([PDF]) > best(["application/json", "application/*", "*/*"]);
}

/** A history of a shared catalogue's record, read in no organization. */
type CatalogueInput<L> = Omit<Input<L>, "org">;

/** The same input for the list kit, which answers the page, CSV and XLSX. */
const forList = <I extends { query: { format?: FileFormat } }>(input: I) => ({
  ...input,
  query: { ...input.query, format: input.query.format as ExportFormat | undefined },
});

const localeOf = (language: string) => FORMATTING_LOCALES[isLocale(language) ? language : "en"];
const now = (language: string) =>
  new Intl.DateTimeFormat(localeOf(language), { ...FORMATS.dateTime.timestamp, timeZone: TIME_ZONE }).format(
    new Date(),
  );
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(new Date());

function pdfTexts(t: Translate, title: string, lines: string[]): PdfTexts {
  return {
    title,
    lines,
    field: t("audit.pdf.field"),
    before: t("audit.pdf.before"),
    after: t("audit.pdf.after"),
    empty: t("audit.noValue"),
    none: t("audit.historyEmpty"),
    by: (actor) => t("audit.pdf.by", { name: actor }),
    page: (page, pages) => t("audit.pdf.page", { page, pages }),
    more: t("audit.pdf.more", { count: LIST_WINDOW }),
  };
}

/**
 * A record's history, newest first: a page, or all of it as a file. `check` is the module's own
 * read, so a record that is not the organization's answers 404 as it does there; whoever may read
 * the history may export it.
 */
export async function answerHistory(
  input: Input<typeof historyList>,
  record: { id: string; check: (org: OrgContext, id: string) => Promise<unknown> },
  vocabulary: HistoryVocabulary,
) {
  await record.check(input.org, record.id);
  const source = historySource(input.org, record.id, vocabulary);
  if (!wantsPdf(input.request, input.query.format)) return answerList(forList(input), historyExport, source);
  const named = await recordNamed(input.org, record.id);
  const organization = translator(input.user.language)("audit.pdf.organization", { name: named.organization });
  return historyPdf(input, source, { ...named, lines: [organization] }, vocabulary);
}

/**
 * The history of a record of a shared catalogue, whose entries belong to no organization: a page,
 * or all of it as a file, like a record's history. `check` is the catalogue's own read (404 like it).
 */
export async function answerCatalogueHistory(
  input: CatalogueInput<typeof historyList>,
  record: { id: string; check: (id: string) => Promise<unknown> },
  vocabulary: HistoryVocabulary,
) {
  await record.check(record.id);
  const source = catalogueHistorySource(input.user.language, record.id, vocabulary);
  if (!wantsPdf(input.request, input.query.format)) return answerList(forList(input), historyExport, source);
  return historyPdf(input, source, { ...(await latestNaming(record.id)), lines: [] }, vocabulary);
}

/** A history as a PDF for an auditor: the record's kind and latest name, then its entries. */
async function historyPdf(
  input: CatalogueInput<typeof historyList>,
  source: ListSource<ReadableAuditEntry>,
  named: { kind: string | null; name: string; lines: string[] },
  vocabulary: HistoryVocabulary,
) {
  const language = input.user.language;
  const t = translator(language);
  const kind = named.kind ? t(vocabulary[named.kind]?.label ?? `audit.entities.${named.kind}`) : "";
  const title = t("audit.pdf.historyTitle", { name: named.name || kind });
  const texts = pdfTexts(t, title, [
    ...named.lines,
    ...(kind ? [t("audit.pdf.record", { kind, name: named.name || kind })] : []),
    t("audit.pdf.exported", { date: now(language), name: input.user.name }),
  ]);
  const sort = sortOrThrow(historyList, input.query.sort);
  const bytes = await auditPdf(texts, listBatches(historyList, sort, source), { language, limit: LIST_WINDOW });
  return pdfAttachment(bytes, `${title} ${today()}`);
}

/** What the log's filters chose, in words: "Person: Erik Editor", "From: 1 Nov 2026" … */
async function filterLines(input: Input<typeof auditList>, t: Translate, vocabulary: HistoryVocabulary) {
  const { query } = input;
  const day = new Intl.DateTimeFormat(localeOf(input.user.language), { ...FORMATS.dateTime.day, timeZone: "UTC" });
  const shownDay = (value: string) => day.format(new Date(`${value}T00:00:00Z`));
  const actor = query.actor && (await auditActors(input.org)).find((person) => person.id === query.actor);
  const kind = query.entityType && t(vocabulary[query.entityType]?.label ?? `audit.entities.${query.entityType}`);
  const lines = [
    query.q && `${t("audit.pdf.search")}: ${query.q}`,
    query.actor && `${t("audit.filters.person")}: ${actor ? actor.name : t("audit.values.removed")}`,
    kind && `${t("audit.filters.entityType")}: ${kind}`,
    query.action && `${t("audit.filters.action")}: ${t(`audit.actions.${query.action}`)}`,
    query.from && `${t("audit.filters.from")}: ${shownDay(query.from)}`,
    query.to && `${t("audit.filters.to")}: ${shownDay(query.to)}`,
  ].filter((line): line is string => Boolean(line));
  return lines.length ? [lines.join(" · ")] : [t("audit.pdf.allEntries")];
}

/** The organization's audit log (MANAGE): a page, or every entry of its filter and sort as a file. */
export async function answerAuditLog(input: Input<typeof auditList>, vocabulary: HistoryVocabulary) {
  const source = auditSource(input.org, input.query, vocabulary);
  if (!wantsPdf(input.request, input.query.format)) return answerList(forList(input), auditExport, source);
  const language = input.user.language;
  const t = translator(language);
  const { organization } = await recordNamed(input.org, input.org.organizationId);
  const title = t("audit.title");
  const texts = pdfTexts(t, title, [
    t("audit.pdf.organization", { name: organization }),
    ...(await filterLines(input, t, vocabulary)),
    t("audit.pdf.exported", { date: now(language), name: input.user.name }),
  ]);
  const sort = sortOrThrow(auditList, input.query.sort);
  const bytes = await auditPdf(texts, listBatches(auditList, sort, source), { language, limit: LIST_WINDOW });
  return pdfAttachment(bytes, `${title} ${today()}`);
}
