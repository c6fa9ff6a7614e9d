"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { periodWords } from "./month-name";
import type { MonthChoice, QuickPeriod } from "./period-choices";
import { ReportEntry, type CatalogueEntry } from "./report-entry";
import { withOptionsInSearch, type ReportOptions } from "./report-options";
import { ReportOptionsPanel } from "./report-options-panel";
import styles from "./report-catalogue.module.css";

/**
 * The ready reports the person may open, each with its downloads, and the options they share. The
 * links are made here from the options, so a change shows at once; the address follows the choice
 * (without asking the server again), so a link or a reload reproduces it.
 */
export function ReportCatalogue(props: {
  organizationId: string;
  entries: CatalogueEntry[];
  /** The options the address asked for, or the defaults. */
  initial: ReportOptions;
  months: MonthChoice[];
  quick: QuickPeriod[];
  /** The active organization has organizations below it. */
  hasBelow: boolean;
  canSchedule: boolean;
}) {
  const t = useTranslations("reports.ready");
  const [options, setOptions] = useState(props.initial);
  const choose = (next: ReportOptions) => {
    setOptions(next);
    const search = withOptionsInSearch(window.location.search, next);
    // with no state of its own, Next's router takes the new address in (useSearchParams follows it)
    window.history.replaceState(null, "", `${window.location.pathname}?${search}`);
  };
  const monthName = (value: string) => props.months.find((month) => month.value === value)?.label ?? value;
  const periodText = periodWords(monthName, options.from, options.to);
  return (
    <div className={styles.layout}>
      <ReportOptionsPanel
        options={options}
        onChange={choose}
        months={props.months}
        quick={props.quick}
        hasBelow={props.hasBelow}
        periodText={periodText}
      />
      <section className={styles.catalogue} aria-labelledby="report-catalogue">
        <h2 id="report-catalogue" className={styles.heading}>
          {t("heading")}
        </h2>
        {props.entries.length ? (
          <ul className={styles.entries}>
            {props.entries.map((entry) => (
              <ReportEntry
                key={entry.key}
                entry={entry}
                organizationId={props.organizationId}
                options={options}
                periodText={periodText}
                canSchedule={props.canSchedule}
              />
            ))}
          </ul>
        ) : (
          <p className={styles.help}>{t("none")}</p>
        )}
      </section>
    </div>
  );
}
