"use client";
import { useTranslations } from "next-intl";
import { LinkButton } from "@/components/platform/ui/link-button";
import { ReportDownloads } from "./report-downloads";
import { reportHref, type ReportOptions } from "./report-options";
import styles from "./report-catalogue.module.css";

/** A report of the catalogue as the server words it for the reader. */
export type CatalogueEntry = {
  key: string;
  title: string;
  description: string;
  /** Whether the report keeps to the period; a register prints how things stand today. */
  dated: boolean;
  /** The accessible names of its links, each naming the report. */
  labels: { pdf: string; xlsx: string; schedule: string };
};

/** One report: what it holds, what it covers with the options chosen, its downloads and scheduling. */
export function ReportEntry(props: {
  entry: CatalogueEntry;
  organizationId: string;
  options: ReportOptions;
  /** The chosen period in words. */
  periodText: string;
  /** The person may schedule reports (EDIT). */
  canSchedule: boolean;
}) {
  const t = useTranslations("reports");
  const { entry, options } = props;
  const coverage = entry.dated ? `${t("options.period")}: ${props.periodText}` : t("entry.asOfToday");
  const href = (format: "pdf" | "xlsx") => reportHref(props.organizationId, entry.key, format, options);
  return (
    <li className={styles.entry} data-report={entry.key}>
      <h3 className={styles.entryTitle}>{entry.title}</h3>
      <p className={styles.description}>{entry.description}</p>
      <p className={styles.coverage}>{options.descendants ? `${coverage} · ${t("options.withBelow")}` : coverage}</p>
      <ReportDownloads hrefs={{ pdf: href("pdf"), xlsx: href("xlsx") }} labels={entry.labels}>
        {props.canSchedule ? (
          <LinkButton
            href={`/monitoring/lists-reports/schedules/new?report=${entry.key}`}
            size="small"
            aria-label={entry.labels.schedule}
          >
            {t("entry.schedule")}
          </LinkButton>
        ) : null}
      </ReportDownloads>
    </li>
  );
}
