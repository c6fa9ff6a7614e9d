"use client";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import type { SearchAnswer } from "@/lib/modules/search/schema";
import { HITS_PER_KIND, searchScreenHref, type SearchScreenState } from "@/lib/modules/search/screen";
import { SearchResults } from "./search-results";
import styles from "./search.module.css";
import { useSearch } from "./use-search";

export type SearchScreenProps = {
  organizationId: string;
  state: SearchScreenState;
  /** The answer the server rendered for the address's text. */
  initial: SearchAnswer | null;
};

/**
 * The search screen, the phone's too: a large field at the top, the hits below it as typing
 * pauses, a switch for archived records, one kind or all. The address follows the text (replaced,
 * not pushed), so Back leaves the screen and a reload or a shared link shows the same hits. As a
 * GET form it works before the page has hydrated.
 */
export function SearchScreen({ organizationId, state, initial }: SearchScreenProps) {
  const t = useTranslations("searchAll");
  const [text, setText] = useState(state.q ?? "");
  const [archived, setArchived] = useState(state.archived ?? false);
  const field = useRef<HTMLInputElement>(null);
  // the screen is for searching: the quick action lands in the field, after the shell has moved
  // the focus to the new page's heading (route-focus.tsx)
  useEffect(() => {
    const timer = window.setTimeout(() => field.current?.focus());
    return () => window.clearTimeout(timer);
  }, []);
  const { answer, busy, failed } = useSearch(
    organizationId,
    text,
    { archived, kind: state.kind, limit: HITS_PER_KIND.screen },
    initial,
  );
  useEffect(() => {
    window.history.replaceState(window.history.state, "", searchScreenHref({ q: text, kind: state.kind, archived }));
  }, [text, archived, state.kind]);
  return (
    <div className={styles.screen}>
      <form
        role="search"
        action="/search"
        className={styles.screenForm}
        // the hits follow the typing; Enter only puts a phone's keyboard away
        onSubmit={(event) => {
          event.preventDefault();
          field.current?.blur();
        }}
      >
        <input
          ref={field}
          type="search"
          name="q"
          className={styles.screenInput}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t("placeholderScreen")}
          aria-label={t("label")}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
        />
        {state.kind ? <input type="hidden" name="kind" value={state.kind} /> : null}
        <label className={styles.archived}>
          <input
            type="checkbox"
            name="archived"
            value="true"
            checked={archived}
            onChange={(event) => setArchived(event.target.checked)}
          />
          {t("archived")}
        </label>
      </form>
      <div aria-live="polite" aria-busy={busy}>
        {failed ? (
          <p className={styles.note}>{t("failed")}</p>
        ) : answer ? (
          <SearchResults
            answer={answer}
            activeOrganizationId={organizationId}
            moreHref={state.kind ? undefined : (kind) => searchScreenHref({ q: text, kind, archived })}
          />
        ) : (
          <p className={styles.note}>{text.trim() ? (busy ? t("searching") : t("typeMore")) : t("hint")}</p>
        )}
      </div>
    </div>
  );
}
