// A list endpoint's answer: the JSON page, or the whole list (current filter and sort, every page)
// as a CSV or XLSX attachment when the request asks for one (see format.ts).
import "server-only";
import { badRequest } from "@/lib/platform/api/errors";
import { TIME_ZONE } from "@/lib/platform/i18n/config";
import { translator } from "@/lib/platform/i18n/translator";
import { listPage, sortOrThrow, type ListSource } from "../query";
import type { Page } from "../paging";
import { listBatches } from "./batches";
import type { CellValue, ListExport } from "./columns";
import { requestedFormat, type ExportFormat } from "./format";
import { sheetAttachment } from "./attachment";

type ListInput = {
  request: Request;
  /** The signed-in user: the headings are in their language. */
  user: { language: string };
  query: { page: number; size: number; sort?: string | string[]; format?: ExportFormat; columns?: string };
};

/**
 * The asked columns (`columns=name,email`, the grid's visible fields) with the ones each brings
 * along, or 400 naming the known ones.
 */
function columnsOrThrow<R>(exported: ListExport<R>, raw: string | undefined): string[] {
  if (raw === undefined) return [...exported.columnNames];
  const names = [...new Set(raw.split(",").map((name) => name.trim()))].filter(Boolean);
  const unknown = names.filter((name) => !exported.columnNames.includes(name));
  if (names.length === 0 || unknown.length) {
    const known = exported.columnNames.join(", ");
    const message = unknown.length ? `Unknown columns: ${unknown.join(", ")}` : "Name at least one column";
    throw badRequest("invalid_columns", `${message}; export one or more of: ${known}`, {
      columns: `one or more of: ${known}`,
    });
  }
  return [...new Set(names.flatMap((name) => [name, ...(exported.columns[name].with ?? [])]))];
}

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(new Date());

/** The whole list as a file, streamed batch by batch. */
function exportList<R extends { id: string }>(
  exported: ListExport<R>,
  source: ListSource<R>,
  input: ListInput,
  format: ExportFormat,
): Response {
  const sort = sortOrThrow(exported.list, input.query.sort);
  const names = columnsOrThrow(exported, input.query.columns);
  const t = translator(input.user.language);
  const columns = names.map((name) => exported.columns[name]);
  const headings = columns.map((column) => t(column.heading));
  const types = columns.map((column) => column.type ?? "text");

  async function* cells(): AsyncGenerator<CellValue[][]> {
    for await (const rows of listBatches(exported.list, sort, source)) {
      yield rows.map((row) => columns.map((column) => column.value(row, t)));
    }
  }
  const title = t(exported.fileName);
  return sheetAttachment(format, { title, fileName: `${title} ${today()}`, headings, types, rows: cells() });
}

/**
 * THE answer of a list endpoint: the page the query asks for, or, with `?format=csv|xlsx` or an
 * Accept header preferring text/csv or XLSX, every row of the list in the query's filter and sort.
 */
export async function answerList<R extends { id: string }>(
  input: ListInput,
  exported: ListExport<R>,
  source: ListSource<R>,
): Promise<Page<R> | Response> {
  const format = requestedFormat(input.request.headers.get("accept"), input.query.format);
  if (!format) return listPage(exported.list, input.query, source);
  return exportList(exported, source, input, format);
}
