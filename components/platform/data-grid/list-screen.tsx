import { Stack } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import type { ComponentType, ReactNode } from "react";
import type { ListDeclaration } from "@/lib/platform/lists/list";
import type { ListView } from "@/lib/platform/lists/url-state";
import { loadList, type ListScreenSource, type SearchParams } from "@/lib/platform/pages/list";
import { ListHeader } from "./list-header";
import { RefreshOnChange } from "./refresh-on-change";

/** How a row mapper formats what the server sends as text (dates in the interface language). */
export type RowFormat = { day: (date: string | null) => string | null };

type Props<L extends ListDeclaration, T, R> = ListScreenSource<L, T> & {
  searchParams: Promise<SearchParams>;
  /** The module's messages: `title`, `intro`, `add`, `empty` (nothing matches) and `emptyEditor` (what to do first). */
  messages: string;
  /** The screen's own path: "new" is `${path}/new`. */
  path: string;
  /**
   * The list's endpoint below `/api/v1/organizations/{orgId}/`, for the grid's export; or, for a list
   * outside the organization prefix, its whole address for the organization (`organization_id`).
   */
  endpoint: string | ((organizationId: string) => string);
  /** The record kind the module's forms announce (`announceRecordChange`): the list reloads on it. */
  kind: string;
  /** The module's grid (a client component: columns and filters). */
  grid: ComponentType<{ view: ListView<R>; empty: string }>;
  /** One record as the grid shows it. */
  row: (record: T, format: RowFormat) => R;
  /** What "new" offers instead of one link to `${path}/new` (e.g. a choice of meter types). */
  createAction?: ReactNode;
  /** Links every reader of the list sees beside "new" (e.g. a report made from the list's records). */
  links?: ReactNode;
};

/**
 * THE list screen of a module of the active organization: the header with "new" for those who may
 * create, the list reloading on changes in other tabs, and the grid with the first page rendered on
 * the server. A module's list page is this one element.
 */
export async function ListScreen<L extends ListDeclaration, T, R>(props: Props<L, T, R>) {
  const t = await getTranslations(props.messages);
  const { context, state, page, canCreate, filtered } = await loadList(props.searchParams, props);
  const rowFormat = await rowFormatOfLocale();
  const Grid = props.grid;
  return (
    <Stack spacing={2}>
      <ListHeader
        messages={props.messages}
        links={props.links}
        newHref={canCreate ? `${props.path}/new` : undefined}
        createAction={canCreate ? props.createAction : undefined}
      />
      <RefreshOnChange kind={props.kind} />
      <Grid
        // another organization's list starts afresh (search box and grid state)
        key={context.organizationId}
        empty={filtered || !canCreate ? t("empty") : t("emptyEditor")}
        view={{
          state,
          exportPath:
            typeof props.endpoint === "function"
              ? props.endpoint(context.organizationId)
              : `/api/v1/organizations/${context.organizationId}/${props.endpoint}`,
          page: { ...page, content: page.content.map((record) => props.row(record, rowFormat)) },
        }}
      />
    </Stack>
  );
}

/** The row mappers' formatting in the interface language. */
export async function rowFormatOfLocale(): Promise<RowFormat> {
  const format = await getFormatter();
  return { day: (date) => (date ? format.dateTime(new Date(date), "day") : null) };
}

/** The `<title>` of a list screen: its module's `title` message. */
export function listScreenMetadata(messages: string) {
  return async () => ({ title: (await getTranslations(messages))("title") });
}
