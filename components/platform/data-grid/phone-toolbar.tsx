"use client";
import dynamic from "next/dynamic";
import { useId, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { PlainButton } from "@/components/platform/ui/plain-button";
import field from "@/components/platform/ui/native-field.module.css";
import styles from "./phone-toolbar.module.css";

const loadSheet = () => import("./filter-sheet");
const FilterSheet = dynamic(() => loadSheet().then((module) => module.FilterSheet), { ssr: false });

/** The theme's Tune icon, inline: the toolbar loads no icon component. */
const TUNE = (
  <svg viewBox="0 0 24 24" aria-hidden="true" width="20" height="20">
    <path
      fill="currentColor"
      d="M3 17v2h6v-2zM3 5v2h10V5zm10 16v-2h8v-2h-8v-2h-2v6zM7 9v2H3v2h4v2h2V9zm14 4v-2H11v2zm-6-4h2V7h4V5h-4V3h-2z"
    />
  </svg>
);

/**
 * A phone's list toolbar: the search box in view and one button naming how many filters are set.
 * Native elements drawn like the theme's, so the rows' screen hydrates little; the sheet with the
 * filters, the order and the export loads when the button is first pointed at or pressed.
 */
export function PhoneToolbar(props: {
  searchLabel?: string;
  search: string;
  onSearch: (value: string) => void;
  /** How many filters the URL sets (the search box not counted). */
  count: number;
  /** Whether the list has filters (else the sheet holds only the order and the export). */
  hasFilters: boolean;
  onClear: () => void;
  /** The sheet's content. */
  children: ReactNode;
}) {
  const t = useTranslations("grid.filterSheet");
  const searchId = useId();
  const [open, setOpen] = useState(false);
  const title = props.hasFilters ? t("title") : t("titleWithoutFilters");
  return (
    <div className={styles.bar}>
      {props.searchLabel ? (
        <div className={styles.searchField}>
          <label htmlFor={searchId} className={field.label}>
            {props.searchLabel}
          </label>
          <input
            id={searchId}
            type="search"
            className={`${field.input} ${field.search}`}
            value={props.search}
            onChange={(event) => props.onSearch(event.target.value)}
          />
        </div>
      ) : null}
      <PlainButton
        variant="outlined"
        startIcon={TUNE}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => setOpen(true)}
      >
        {props.count ? t("buttonWithCount", { count: props.count }) : title}
      </PlainButton>
      {open ? (
        <FilterSheet title={title} count={props.count} onClear={props.onClear} onClose={() => setOpen(false)}>
          {props.children}
        </FilterSheet>
      ) : null}
    </div>
  );
}
