"use client";
import { Box, Stack, ToggleButton, ToggleButtonGroup, Typography } from "@mui/material";
import { BarChart } from "@mui/x-charts/BarChart";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { EventStatistics } from "@/lib/modules/evaluation/events/dto";
import { EVENT_IMPORTANCES, EVENT_KINDS } from "@/lib/modules/evaluation/events/choices";

/**
 * Events per month stacked by kind or importance, and accidents and near misses per year. The
 * month labels come formatted from the server (the interface language's month names).
 */
export function EventStatisticsCharts(props: { statistics: EventStatistics; monthLabels: string[] }) {
  const t = useTranslations("events");
  const [by, setBy] = useState<"kind" | "importance">("kind");
  const { months, years } = props.statistics;
  const series =
    by === "kind"
      ? EVENT_KINDS.map((kind) => ({
          id: kind,
          label: t(`kinds.${kind}`),
          data: months.map((month) => month.kinds[kind]),
          stack: "total",
        }))
      : EVENT_IMPORTANCES.map((importance) => ({
          id: importance,
          label: t(`importances.${importance}`),
          data: months.map((month) => month.importances[importance]),
          stack: "total",
        }));
  return (
    <Stack direction={{ xs: "column", md: "row" }} spacing={3}>
      <Box sx={{ flex: 2, minWidth: 0 }}>
        <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", gap: 1 }}>
          <Typography component="h3" variant="subtitle1">
            {t("statistics.perMonth")}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={by}
            onChange={(_, value) => value && setBy(value)}
            aria-label={t("statistics.perMonth")}
          >
            <ToggleButton value="kind">{t("statistics.byKind")}</ToggleButton>
            <ToggleButton value="importance">{t("statistics.byImportance")}</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <BarChart
          height={280}
          xAxis={[{ data: props.monthLabels, scaleType: "band" }]}
          yAxis={[{ tickMinStep: 1 }]}
          series={series}
          slotProps={{ legend: { position: { vertical: "bottom", horizontal: "center" } } }}
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h3" variant="subtitle1">
          {t("statistics.perYear")}
        </Typography>
        <BarChart
          height={280}
          xAxis={[{ data: years.map((year) => String(year.year)), scaleType: "band" }]}
          yAxis={[{ tickMinStep: 1 }]}
          series={[
            { id: "accidents", label: t("statistics.accidents"), data: years.map((year) => year.accidents) },
            { id: "nearMisses", label: t("statistics.nearMisses"), data: years.map((year) => year.nearMisses) },
          ]}
          slotProps={{ legend: { position: { vertical: "bottom", horizontal: "center" } } }}
        />
      </Box>
    </Stack>
  );
}
