"use client";
import { BarChart } from "@mui/x-charts/BarChart";
import { useTranslations } from "next-intl";
import type { RoundProgress } from "@/lib/modules/evaluation/compliance-evaluation/dto";

/** The rounds' results year by year, stacked; obligations not evaluated in a round show as their own part. */
export function ResultsChart({ rounds }: { rounds: { year: number; progress: RoundProgress }[] }) {
  const t = useTranslations("bindingObligations.statuses");
  const series = [
    { id: "compliant", label: t("COMPLIANT"), value: (p: RoundProgress) => p.compliant, color: "#15803d" },
    { id: "partly", label: t("PARTLY_COMPLIANT"), value: (p: RoundProgress) => p.partlyCompliant, color: "#b45309" },
    { id: "not", label: t("NOT_COMPLIANT"), value: (p: RoundProgress) => p.notCompliant, color: "#b91c1c" },
    { id: "na", label: t("NOT_APPLICABLE"), value: (p: RoundProgress) => p.notApplicable, color: "#64748b" },
    {
      id: "open",
      label: t("NOT_EVALUATED"),
      value: (p: RoundProgress) => Math.max(0, p.obligations - p.evaluated),
      color: "#cbd5e1",
    },
  ];
  return (
    <BarChart
      height={260}
      xAxis={[{ data: rounds.map((round) => String(round.year)), scaleType: "band" }]}
      yAxis={[{ tickMinStep: 1 }]}
      series={series.map((entry) => ({
        id: entry.id,
        label: entry.label,
        data: rounds.map((round) => entry.value(round.progress)),
        stack: "all",
        color: entry.color,
      }))}
      slotProps={{ legend: { position: { vertical: "bottom", horizontal: "center" } } }}
    />
  );
}
