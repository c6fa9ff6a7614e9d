"use client";
import { useFormatter, useTranslations } from "next-intl";
import type { Page } from "@/lib/platform/lists/paging";

/**
 * "1–25 of 83", or "1–25 of about 1.2 million" for a list larger than its window, whose total is
 * an estimate: the pager's words in the grid and under the cards alike.
 */
export function useDisplayedRows(page: Page<unknown>) {
  const format = useFormatter();
  const t = useTranslations("grid");
  const about = useAboutTotal(page);
  return ({ from, to, count }: { from: number; to: number; count: number }) =>
    page.totalIsEstimate
      ? t("displayedRowsEstimate", { from: format.number(from), to: format.number(to), count: about })
      : t("displayedRows", { from: format.number(from), to: format.number(to), count: format.number(count) });
}

/** An estimated total as people say it: "about 1.2 million". */
export function useAboutTotal(page: Page<unknown>) {
  const format = useFormatter();
  return format.number(page.totalElements, {
    notation: "compact",
    compactDisplay: "long",
    maximumSignificantDigits: 2,
  });
}
