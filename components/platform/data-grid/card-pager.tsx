"use client";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { LinkButton } from "@/components/platform/ui/link-button";
import { isReachable, type Page } from "@/lib/platform/lists/paging";
import type { ListState } from "@/lib/platform/lists/url-state";
import { useDisplayedRows } from "./displayed-rows";
import styles from "./phone-toolbar.module.css";

/**
 * The pager under a list's cards: the range in the grid's words and links to the page before and
 * after (plain links: they work before the page runs and open in a new tab). The page size stays
 * what the address says.
 */
export function CardPager(props: { page: Page<unknown>; state: ListState }) {
  const t = useTranslations("grid.pages");
  const searchParams = useSearchParams();
  const displayedRows = useDisplayedRows(props.page);
  const { state, page } = props;
  const total = page.totalElements;
  if (!page.content.length) return null;
  const from = state.page * state.size + 1;
  const to = from + page.content.length - 1;
  const hrefOf = (index: number) => {
    const next = new URLSearchParams(searchParams.toString());
    if (index) next.set("page", String(index));
    else next.delete("page");
    return `?${next.toString()}`;
  };
  const hasNext = to < total && isReachable(state.page + 1, state.size);
  return (
    <nav aria-label={t("label")} className={styles.pager}>
      {state.page > 0 ? (
        <LinkButton href={hrefOf(state.page - 1)} variant="outlined" size="small">
          {t("previous")}
        </LinkButton>
      ) : (
        <span />
      )}
      <span className={styles.range}>{displayedRows({ from, to, count: total })}</span>
      {hasNext ? (
        <LinkButton href={hrefOf(state.page + 1)} variant="outlined" size="small">
          {t("next")}
        </LinkButton>
      ) : (
        <span />
      )}
    </nav>
  );
}
