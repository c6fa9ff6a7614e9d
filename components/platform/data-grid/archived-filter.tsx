"use client";
import { useTranslations } from "next-intl";
import { UrlSelectFilter } from "./url-select-filter";

/** The filter of lists whose records can be archived: the active ones, or the archived ones. */
export function ArchivedFilter({ value }: { value?: string }) {
  const t = useTranslations("removal");
  return (
    <UrlSelectFilter
      param="archived"
      label={t("show")}
      value={value === "true" ? "true" : undefined}
      allLabel={t("active")}
      options={[{ value: "true", label: t("archivedOnly") }]}
    />
  );
}
