"use client";
import AppLink from "@/components/platform/ui/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { HITS_PER_KIND, searchScreenHref } from "@/lib/modules/search/screen";
import { SearchResults } from "./search-results";
import styles from "./search.module.css";
import { useSearch } from "./use-search";

/** The Material icon Search, as plain SVG. */
const SEARCH_ICON =
  "M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14";

/** Whether a key press belongs to a field being typed in, where "/" is a character. */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/**
 * The search box of the app bar (from sm on; a phone has a link to the search screen instead): "/"
 * anywhere puts the focus in it, the hits show below it as typing pauses, grouped by kind, Escape
 * closes them, the arrow keys walk them. Plain HTML: nothing here loads a component library.
 */
export function ShellSearch({ organizationId }: { organizationId: string }) {
  const t = useTranslations("searchAll");
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const pathname = usePathname();
  const { answer, busy, failed } = useSearch(organizationId, text, { limit: HITS_PER_KIND.box });

  // "/" searches from anywhere but a field
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target)) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  // a new page closes the list
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  const hits = () => [...(panel.current?.querySelectorAll<HTMLElement>("[data-search-hit], [data-search-all]") ?? [])];
  // the arrow key on a closed list opens it, and the first hit takes the focus once it is drawn
  const focusFirst = useRef(false);
  useEffect(() => {
    if (!focusFirst.current || !panel.current || panel.current.hidden) return;
    focusFirst.current = false;
    hits()[0]?.focus();
  });
  const close = () => {
    setOpen(false);
    input.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    if (!open && event.key === "ArrowDown") {
      event.preventDefault();
      focusFirst.current = true;
      setOpen(true);
      return;
    }
    const links = hits();
    if (!links.length) return;
    event.preventDefault();
    const at = links.indexOf(document.activeElement as HTMLElement);
    if (at < 0) links[event.key === "ArrowDown" ? 0 : links.length - 1].focus();
    else if (event.key === "ArrowUp" && at === 0) input.current?.focus();
    else links[Math.min(links.length - 1, Math.max(0, at + (event.key === "ArrowDown" ? 1 : -1)))].focus();
  };

  const shown = open && text.trim() !== "";
  return (
    <>
      <AppLink href={searchScreenHref({})} className={styles.phoneLink} aria-label={t("open")}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={SEARCH_ICON} />
        </svg>
      </AppLink>
      <div
        className={styles.box}
        role="search"
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
      >
        <input
          ref={input}
          type="search"
          className={styles.boxInput}
          value={text}
          placeholder={t("placeholder")}
          aria-label={t("label")}
          aria-keyshortcuts="/"
          aria-controls={panelId}
          autoComplete="off"
          spellCheck={false}
          onFocus={() => setOpen(true)}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
        />
        <div ref={panel} id={panelId} className={styles.panel} hidden={!shown} aria-live="polite" aria-busy={busy}>
          {shown ? (
            failed ? (
              <p className={styles.note}>{t("failed")}</p>
            ) : answer ? (
              <>
                <SearchResults
                  answer={answer}
                  activeOrganizationId={organizationId}
                  moreHref={(kind) => searchScreenHref({ q: text, kind })}
                  onOpen={() => setOpen(false)}
                />
                <AppLink
                  href={searchScreenHref({ q: text })}
                  className={styles.all}
                  data-search-all=""
                  onClick={() => setOpen(false)}
                >
                  {t("allResults")}
                </AppLink>
              </>
            ) : (
              <p className={styles.note}>{busy ? t("searching") : t("typeMore")}</p>
            )
          ) : null}
        </div>
      </div>
    </>
  );
}
