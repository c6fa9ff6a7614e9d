"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { EventStatistics } from "@/lib/modules/evaluation/events/dto";
import { LazyEventStatisticsCharts } from "./lazy";
import styles from "./folded-charts.module.css";

/** A phone's event charts: folded under the figures, their script loaded when first unfolded. */
export function FoldedEventCharts(props: { statistics: EventStatistics; monthLabels: string[] }) {
  const t = useTranslations("events.statistics");
  const [opened, setOpened] = useState(false);
  return (
    <details className={styles.folded} onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>{t("charts")}</summary>
      {opened ? <LazyEventStatisticsCharts statistics={props.statistics} monthLabels={props.monthLabels} /> : null}
    </details>
  );
}
