"use client";
import { LineChart } from "@mui/x-charts/LineChart";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { useLanguage } from "@/lib/platform/i18n/use-language";

/**
 * An objective's progress as a chart: the actual value per month beside the straight path to the
 * target (dashed). The page's table beside it holds the same figures.
 */
export function ProgressChart(props: {
  monthLabels: string[];
  actual: (number | null)[];
  path: number[];
  unit: string;
}) {
  const t = useTranslations("objectives.chart");
  const locale = useLanguage();
  const number = useMemo(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }), [locale]);
  const valueFormatter = (value: number | null) => (value === null ? "" : `${number.format(value)} ${props.unit}`);
  return (
    <LineChart
      height={300}
      xAxis={[{ data: props.monthLabels, scaleType: "point" }]}
      series={[
        { id: "actual", label: t("actual"), data: props.actual, valueFormatter, connectNulls: false, color: "#1d4ed8" },
        { id: "path", label: t("path"), data: props.path, valueFormatter, showMark: false, color: "#64748b" },
      ]}
      sx={{ "& .MuiLineElement-series-path": { strokeDasharray: "6 4" } }}
      slotProps={{ legend: { position: { vertical: "bottom", horizontal: "center" } } }}
    />
  );
}
