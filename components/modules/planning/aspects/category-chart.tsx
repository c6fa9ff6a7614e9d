"use client";
import { BarChart } from "@mui/x-charts/BarChart";
import { useTranslations } from "next-intl";
import type { AspectCategoryName } from "@/lib/modules/planning/aspects/choices";

type Count = { category: AspectCategoryName; significant: number; other: number };

/** The register's aspects per category, significant ones first in each bar (its table is beside it). */
export function CategoryChart({ counts }: { counts: Count[] }) {
  const t = useTranslations("aspects");
  const shown = counts.filter((count) => count.significant + count.other > 0);
  return (
    <BarChart
      height={Math.max(160, 44 * shown.length + 70)}
      layout="horizontal"
      yAxis={[{ data: shown.map((count) => t(`categories.${count.category}`)), scaleType: "band", width: 150 }]}
      xAxis={[{ tickMinStep: 1 }]}
      series={[
        {
          id: "significant",
          label: t("chart.significant"),
          data: shown.map((count) => count.significant),
          stack: "all",
          color: "#b45309",
        },
        {
          id: "other",
          label: t("chart.other"),
          data: shown.map((count) => count.other),
          stack: "all",
          color: "#64748b",
        },
      ]}
      slotProps={{ legend: { position: { vertical: "bottom", horizontal: "center" } } }}
    />
  );
}
