import "server-only";
import { badRequest, notFound } from "@/lib/platform/api/errors";
import { toWireDate } from "@/lib/platform/api/wire";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { translator } from "@/lib/platform/i18n/translator";
import { TIME_ZONE } from "@/lib/platform/i18n/config";
import { sheetAttachment } from "@/lib/platform/lists/export/attachment";
import type { ExportFormat } from "@/lib/platform/lists/export/format";
import { requestedFormat } from "@/lib/platform/lists/export/format";
import type { Page } from "@/lib/platform/lists/paging";
import { isOverdue } from "@/lib/platform/recurrence/due-status";
import { dueSources } from "@/lib/modules/due-sources";
import type { DueLine } from "./due-lines";
import { lineHref } from "./due-links";
import { lineAccess } from "./line-access";
import { readDue, type DueOrganization, type DueReading } from "./due-reading";
import type { DueLineDto, DueListQuery } from "./due-schema";

type IdName = { id: string; name: string };

export type DueList = {
  today: Date;
  page: Page<DueLineDto>;
  /** More items than one reading takes: the total is a lower bound. */
  truncated: boolean;
  /** The organization filter's choices: the active organization and those below it. */
  organizations: DueOrganization[];
  /** The responsible person filter's choices: who has items under the other filters (when asked). */
  responsible: IdName[];
};

/** The keys of the sources the caller's organization may filter by. */
export async function dueSourceKeys(): Promise<string[]> {
  return (await dueSources()).map((source) => source.key);
}

/** 400 naming the known keys when the query names a source there is none of. */
async function checkSource(source: string | undefined) {
  const keys = await dueSourceKeys();
  if (source !== undefined && !keys.includes(source)) {
    throw badRequest("invalid_source", `Unknown due source; one of: ${keys.join(", ")}`, {
      source: `one of: ${keys.join(", ")}`,
    });
  }
}

const byStatus = (status: DueListQuery["status"]) => (line: DueLine) =>
  status === undefined || (status === "OVERDUE" ? isOverdue(line.status) : line.status === status);

/** The people's names, by user id (the name they gave their account). */
async function userNames(ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const users = await db().user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
  return new Map(users.map((user) => [user.id, user.name]));
}

/** The lines as the API answers them: names for ids, the link only where the caller may open it. */
async function toDtos(context: OrgContext, reading: DueReading, lines: DueLine[]): Promise<DueLineDto[]> {
  const names = new Map(reading.organizations.map((organization) => [organization.id, organization.name]));
  const people = await userNames([...new Set(lines.flatMap((line) => line.responsibleUserIds))]);
  const open = await lineAccess(context, lines);
  return lines.map((line) => ({
    id: line.id,
    source: line.source,
    title: line.title,
    status: line.status,
    overdue: isOverdue(line.status),
    dueDate: toWireDate(line.dueDate)!,
    href: lineHref(line, { activeOrganizationId: context.organizationId, mayOpen: open }),
    organizations: line.organizationIds.map((id) => ({ id, name: names.get(id) ?? "" })),
    responsible: line.responsibleUserIds.map((id) => ({ id, name: people.get(id) ?? "" })),
    itemCount: line.items.length,
  }));
}

/** The filtered lines of a reading; null (404) when the query's organization is outside the subtree. */
async function filteredLines(context: OrgContext, query: DueListQuery) {
  await checkSource(query.source);
  const reading = await readDue(context, {
    organizationId: query.organizationId,
    source: query.source,
    responsibleUserId: query.responsibleUserId,
  });
  if (!reading) throw notFound("No such organization below this one");
  return { reading, lines: reading.lines.filter(byStatus(query.status)) };
}

/** Who has items under the query's other filters: the choices of the responsible person filter. */
async function responsibleChoices(context: OrgContext, query: DueListQuery, reading: DueReading): Promise<IdName[]> {
  const unfiltered = query.responsibleUserId
    ? await readDue(context, { organizationId: query.organizationId, source: query.source })
    : reading;
  const ids = [
    ...new Set((unfiltered?.lines ?? []).filter(byStatus(query.status)).flatMap((line) => line.responsibleUserIds)),
  ];
  if (query.responsibleUserId && !ids.includes(query.responsibleUserId)) ids.push(query.responsibleUserId);
  const names = await userNames(ids);
  return ids.map((id) => ({ id, name: names.get(id) ?? "" })).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * One page of the due list of the caller's active organization and below: overdue first (missing
 * included), then what falls due soon, each by date; folded across organizations; filtered by
 * status, source, organization and responsible person. Throws 404 for an organization outside the
 * subtree and 400 for an unknown source.
 */
export async function dueList(
  context: OrgContext,
  query: DueListQuery,
  options: { responsibleChoices?: boolean } = {},
): Promise<DueList> {
  const { reading, lines } = await filteredLines(context, query);
  const start = query.page * query.size;
  const [content, responsible] = await Promise.all([
    toDtos(context, reading, lines.slice(start, start + query.size)),
    options.responsibleChoices ? responsibleChoices(context, query, reading) : [],
  ]);
  return {
    today: reading.today,
    page: {
      totalElements: lines.length,
      ...(reading.truncated ? { totalIsEstimate: true as const } : {}),
      content,
    },
    truncated: reading.truncated,
    organizations: reading.organizations,
    responsible,
  };
}

const exportDay = () => new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(new Date());

/** Every line of the query (its filter, no paging) as a CSV or XLSX file in the person's language. */
async function dueListFile(context: OrgContext, query: DueListQuery, format: ExportFormat): Promise<Response> {
  const { reading, lines } = await filteredLines(context, query);
  const t = translator(context.user.language);
  const rows = await toDtos(context, reading, lines);
  const title = t("dueList.fileName");
  return sheetAttachment(format, {
    title,
    fileName: `${title} ${exportDay()}`,
    headings: ["title", "source", "status", "dueDate", "organizations", "responsible"].map((name) =>
      t(`dueList.columns.${name}`),
    ),
    types: ["text", "text", "text", "date", "text", "text"],
    rows: rows.map((row) => [
      row.title,
      t(`due.sources.${row.source}`),
      t(`dueList.statuses.${row.status}`),
      new Date(`${row.dueDate}T00:00:00Z`),
      row.organizations.map((organization) => organization.name).join(", "),
      row.responsible.map((person) => person.name).join(", "),
    ]),
  });
}

/** THE answer of the due list's endpoint: the page, or with `?format=` (or Accept) the whole list as a file. */
export async function answerDueList(input: {
  request: Request;
  org: OrgContext;
  query: DueListQuery;
}): Promise<Page<DueLineDto> | Response> {
  const format = requestedFormat(input.request.headers.get("accept"), input.query.format);
  if (format) return dueListFile(input.org, input.query, format);
  return (await dueList(input.org, input.query)).page;
}
