"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState, type ReactNode } from "react";
import { buttonClassName } from "@/components/platform/ui/link-button";
import type { ReportFileFormat } from "./report-options";
import styles from "./report-catalogue.module.css";

const FORMATS: readonly ReportFileFormat[] = ["pdf", "xlsx"];

/** How long the notice stays: a long register takes a few seconds before the browser shows the file. */
const NOTICE_MS = 8000;

/**
 * A report's PDF and XLSX: plain links to the API, so the browser downloads the file the server
 * streams, and a notice that the file is on its way, since the page itself does not change.
 */
export function ReportDownloads(props: {
  hrefs: Record<ReportFileFormat, string>;
  /** Each link's accessible name, naming the report (made on the server). */
  labels: Record<ReportFileFormat, string>;
  /** Links beside the downloads (schedule the report). */
  children?: ReactNode;
}) {
  const t = useTranslations("reports");
  const [starting, setStarting] = useState<ReportFileFormat | null>(null);
  useEffect(() => {
    if (!starting) return;
    const timer = setTimeout(() => setStarting(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [starting]);
  return (
    <div className={styles.actions}>
      {FORMATS.map((format) => (
        <a
          key={format}
          href={props.hrefs[format]}
          download
          aria-label={props.labels[format]}
          className={buttonClassName("outlined", "small")}
          onClick={() => setStarting(format)}
        >
          {format.toUpperCase()}
        </a>
      ))}
      {props.children}
      <span role="status" className={styles.status}>
        {starting ? t("entry.starting", { format: starting.toUpperCase() }) : ""}
      </span>
    </div>
  );
}
