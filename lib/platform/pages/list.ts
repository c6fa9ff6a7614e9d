import "server-only";
import { permits, type Operation } from "@/lib/platform/auth/access";
import { getPageContext } from "@/lib/platform/auth/page-context";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { ListDeclaration, ListQuery } from "@/lib/platform/lists/list";
import type { Page } from "@/lib/platform/lists/paging";
import { listStateFromUrl, type ListState } from "@/lib/platform/lists/url-state";

export type SearchParams = Record<string, string | string[] | undefined>;

/** What a list screen of the active organization declares: the rest is the same on every one. */
export type ListScreenSource<L extends ListDeclaration, T> = {
  /** The list declaration (`defineList` in the domain's schema.ts). */
  list: L;
  /** The data function the API's list route calls too. */
  load: (org: OrgContext, query: ListQuery<L>) => Promise<Page<T>>;
  /** The operation that creates a record: whether the screen offers "new" and the editor's empty text. */
  create: Operation;
};

type LoadedList<T> = {
  context: OrgContext;
  state: ListState;
  page: Page<T>;
  canCreate: boolean;
  /** Whether the URL narrows the list (search or a filter), so an empty page means "nothing matches". */
  filtered: boolean;
};

/**
 * The page kit's loader for a list screen of the active organization: the URL read into the list
 * state and the API's own query (`listStateFromUrl`), the page read through the domain's data
 * function, and whether the user may create records there.
 */
export async function loadList<L extends ListDeclaration, T>(
  searchParams: Promise<SearchParams>,
  source: ListScreenSource<L, T>,
): Promise<LoadedList<T>> {
  const [{ context }, params] = await Promise.all([getPageContext(), searchParams]);
  const { state, query } = listStateFromUrl(params, source.list);
  const page = await source.load(context, query);
  return {
    context,
    state,
    page,
    canCreate: permits(source.create, context),
    filtered: Object.keys(state.filters).length > 0,
  };
}
