"use client";
import { useTranslations } from "next-intl";
import { ISO_STANDARDS } from "@/lib/platform/choices";
import type { ListState } from "@/lib/platform/lists/url-state";
import { ArchivedFilter } from "./archived-filter";
import { UrlSelectFilter } from "./url-select-filter";

/** One choice filter of a list: the declared query parameter, its label and its values. */
export type SelectFilter = { param: string; label: string; options: { value: string; label: string }[] };

/**
 * THE filters above a grid (its `toolbar`): one select per declared filter, each kept in the URL,
 * "All" when none is chosen, and the archived filter for lists of records that can be archived.
 */
export function FilterToolbar({
  state,
  filters,
  archived = false,
}: {
  state: ListState;
  filters: SelectFilter[];
  /** The list declares `archived` (the records can be archived). */
  archived?: boolean;
}) {
  const t = useTranslations("grid");
  return (
    <>
      {filters.map((filter) => (
        <UrlSelectFilter
          key={filter.param}
          param={filter.param}
          label={filter.label}
          value={state.filters[filter.param]}
          allLabel={t("all")}
          options={filter.options}
        />
      ))}
      {archived ? <ArchivedFilter value={state.filters.archived} /> : null}
    </>
  );
}

/** The filter `isoStandard` of lists of records that serve ISO standards. */
export function useIsoStandardFilter(): SelectFilter {
  const t = useTranslations("grid");
  const tScope = useTranslations("scope");
  return {
    param: "isoStandard",
    label: t("standard"),
    options: ISO_STANDARDS.map((code) => ({ value: code, label: tScope(`isoStandards.${code}`) })),
  };
}
