import { Stack } from "@mui/material";
import type { ReactNode } from "react";
import type { ListDeclaration, ListQuery } from "@/lib/platform/lists/list";
import type { Page } from "@/lib/platform/lists/paging";
import { listStateFromUrl, type ListView } from "@/lib/platform/lists/url-state";
import type { SearchParams } from "@/lib/platform/pages/list";
import { rowFormatOfLocale, type RowFormat } from "./list-screen";
import { ListHeader } from "./list-header";
import { RefreshOnChange } from "./refresh-on-change";

type Props<L extends ListDeclaration, T, R> = {
  searchParams: Promise<SearchParams>;
  /** The list declaration (`defineList` in the catalogue's schema.ts). */
  list: L;
  /** The data function the catalogue's API list route calls too. */
  load: (query: ListQuery<L>) => Promise<Page<T>>;
  /** The catalogue's messages: `title`, `intro` and, where maintainers add entries here, `add`. */
  messages: string;
  /** Where "new" is (`${path}/new`); none where entries are not added on this screen. */
  path?: string;
  /** The catalogue's API list, for the grid's CSV and XLSX export. */
  exportPath?: string;
  /** The record kind the catalogue's forms announce: the list reloads on it. */
  kind?: string;
  /** Links to the catalogue's other screens, after the list (rows come first on a phone). */
  more?: ReactNode;
  /** One record as the grid shows it. */
  row: (record: T, format: RowFormat) => R;
  /** The catalogue's grid (a client component) with this view. */
  grid: (view: ListView<R>) => ReactNode;
};

/**
 * THE list screen of a shared catalogue in the admin area (the whole area needs system MAINTAIN, so
 * "new" is always offered): the header, and the grid with the first page rendered on the server.
 */
export async function CatalogueListScreen<L extends ListDeclaration, T, R>(props: Props<L, T, R>) {
  const { state, query } = listStateFromUrl(await props.searchParams, props.list);
  const [page, format] = await Promise.all([props.load(query), rowFormatOfLocale()]);
  return (
    <Stack spacing={2}>
      <ListHeader messages={props.messages} newHref={props.path && `${props.path}/new`} />
      {props.kind ? <RefreshOnChange kind={props.kind} /> : null}
      {props.grid({
        state,
        exportPath: props.exportPath,
        page: { ...page, content: page.content.map((record) => props.row(record, format)) },
      })}
      {props.more}
    </Stack>
  );
}
