import { useTranslations } from "next-intl";
import type { SelectFilter } from "@/components/platform/data-grid/filter-toolbar";

type Option = { value: string; label: string };

/** The jurisdictions a list of acts filters by (the catalogue's countries other than Denmark are rare). */
export const ACT_JURISDICTIONS = ["EU", "DK", "INTL"] as const;

/**
 * The filters of every list of catalogue acts (the catalogue, the organization's binding
 * obligations): the jurisdiction and the topic, the topics named in the interface language.
 */
export function useActFilters(topics: Option[]): { jurisdiction: SelectFilter; topic: SelectFilter } {
  const t = useTranslations("legislation");
  return {
    jurisdiction: {
      param: "jurisdiction",
      label: t("columns.jurisdiction"),
      options: ACT_JURISDICTIONS.map((value) => ({ value, label: value })),
    },
    topic: { param: "topic", label: t("topic"), options: topics },
  };
}
