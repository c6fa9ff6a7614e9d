"use client";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { LinkButton } from "@/components/platform/ui/link-button";
import styles from "./history-panel.module.css";

// the Material icon ExpandMore
const EXPAND_PATH = "M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z";

// Every detail screen shows the panel closed; the entries' code (lists, paging, the change list) loads
// only when someone opens it.
const HistoryEntries = dynamic(() => import("./history-entries"), { ssr: false });

/** The history endpoint's whole history as a file for an auditor. */
const fileOf = (path: string, format: "pdf" | "xlsx") => `${path}${path.includes("?") ? "&" : "?"}format=${format}`;

/**
 * A record's history on its detail screen: who changed what and when, read in the person's
 * language, and the whole history as a PDF or XLSX file. Closed until asked for, so a detail screen
 * costs no history request and does not repeat the record's values. A native disclosure rather than
 * an MUI accordion: the closed panel is on every detail screen, the browser opens it without
 * script, even when it is clicked before the page's script has started.
 */
export function HistoryPanel({ path }: { path: string }) {
  const t = useTranslations("audit");
  const panel = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);

  // opened before hydration: React did not see that toggle event
  useEffect(() => {
    if (panel.current?.open) setOpen(true);
  }, []);

  return (
    <details
      ref={panel}
      className={styles.panel}
      data-testid="history-panel"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className={styles.toggle}>
        <h2 className={styles.heading}>{t("history")}</h2>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
          <path d={EXPAND_PATH} />
        </svg>
      </summary>
      <div className={styles.content}>
        <div className={styles.exports}>
          <LinkButton href={fileOf(path, "pdf")} variant="outlined" size="small">
            {t("export.pdf")}
          </LinkButton>
          <LinkButton href={fileOf(path, "xlsx")} variant="outlined" size="small">
            {t("export.xlsx")}
          </LinkButton>
        </div>
        {open ? <HistoryEntries path={path} /> : null}
      </div>
    </details>
  );
}
