"use client";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { usePhoneLayout } from "@/components/platform/providers/device";
import { PlainButton } from "@/components/platform/ui/plain-button";
import field from "@/components/platform/ui/native-field.module.css";
import type { MonthChoice, QuickPeriod } from "./period-choices";
import { withPeriodEnd, type ReportOptions } from "./report-options";
import styles from "./report-catalogue.module.css";

/**
 * The options every report shares: the period (two month selects and the quick choices) and, where
 * the organization has organizations below it, whether they are included. Native fields, so a phone
 * offers its own month wheel and the keyboard works as everywhere. Folded on a phone into one line
 * naming the choice, so the reports come right after the heading; open beside them on a desk.
 */
export function ReportOptionsPanel(props: {
  options: ReportOptions;
  onChange: (options: ReportOptions) => void;
  months: MonthChoice[];
  quick: QuickPeriod[];
  hasBelow: boolean;
  /** The chosen period in words. */
  periodText: string;
}) {
  const t = useTranslations("reports.options");
  const id = useId();
  const phone = usePhoneLayout();
  const { options, onChange } = props;
  const monthSelect = (end: "from" | "to") => (
    <div className={field.field}>
      <label htmlFor={`${id}-${end}`} className={field.label}>
        {t(end)}
      </label>
      <select
        id={`${id}-${end}`}
        className={field.select}
        value={options[end]}
        onChange={(event) => onChange(withPeriodEnd(options, end, event.target.value))}
      >
        {props.months.map((month) => (
          <option key={month.value} value={month.value}>
            {month.label}
          </option>
        ))}
      </select>
    </div>
  );
  const summary = [`${t("period")}: ${props.periodText}`, options.descendants ? t("withBelow") : null]
    .filter(Boolean)
    .join(" · ");
  return (
    // a phone opens with the options folded; the server knows a phone, so the first paint agrees
    <details className={styles.options} open={!phone}>
      <summary>{phone ? summary : t("title")}</summary>
      <div className={styles.optionsBody}>
        <fieldset className={styles.period}>
          <legend className={styles.legend}>{t("period")}</legend>
          {monthSelect("from")}
          {monthSelect("to")}
        </fieldset>
        <div className={styles.quick} role="group" aria-label={t("quick")}>
          {props.quick.map((choice) => (
            <PlainButton
              key={choice.key}
              variant="outlined"
              size="small"
              aria-pressed={choice.from === options.from && choice.to === options.to}
              onClick={() => onChange({ ...options, from: choice.from, to: choice.to })}
            >
              {t(`quickChoices.${choice.key}`)}
            </PlainButton>
          ))}
        </div>
        <p className={styles.help}>{t("registersHelp")}</p>
        {props.hasBelow ? (
          <>
            <label className={styles.switch}>
              <input
                type="checkbox"
                role="switch"
                checked={options.descendants}
                onChange={(event) => onChange({ ...options, descendants: event.target.checked })}
              />
              {t("descendants")}
            </label>
            <p className={styles.help}>{t("descendantsHelp")}</p>
          </>
        ) : null}
      </div>
    </details>
  );
}
