// A register report read through its module's list: the same tenant condition, filters and keyset
// batches as the list's export, so a report prints what the list shows and nothing else.
import "server-only";
import type { Translate } from "@/lib/platform/i18n/translator";
import { listBatches } from "@/lib/platform/lists/export/batches";
import type { CellValue } from "@/lib/platform/lists/export/columns";
import type { ListDeclaration } from "@/lib/platform/lists/list";
import type { Sort } from "@/lib/platform/lists/paging";
import type { ListSource } from "@/lib/platform/lists/query";
import type { ReportRows } from "./definition";

export async function* listRows<R extends { id: string }>(
  list: ListDeclaration,
  sort: Sort,
  source: ListSource<R> | Promise<ListSource<R>>,
  cells: (row: R, t: Translate) => CellValue[],
  t: Translate,
): ReportRows {
  for await (const batch of listBatches(list, sort, await source)) yield batch.map((row) => cells(row, t));
}

/** A list's rows, each with what the list's row leaves out, read once per batch by row id. */
export function withMore<R extends { id: string }, M>(
  source: ListSource<R>,
  more: (rows: R[]) => Promise<Map<string, M>>,
): ListSource<R & { more: M | undefined }> {
  return {
    ...source,
    rows: async (ids) => {
      const rows = await source.rows(ids);
      const extra = await more(rows);
      return rows.map((row) => ({ ...row, more: extra.get(row.id) }));
    },
  };
}
