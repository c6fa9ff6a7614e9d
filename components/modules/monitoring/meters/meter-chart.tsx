"use client";
import {
  Box,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
} from "@mui/material";
import { BarChart } from "@mui/x-charts/BarChart";
import { LineChart } from "@mui/x-charts/LineChart";
import type { LineSeriesType } from "@mui/x-charts/models";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { useLanguage } from "@/lib/platform/i18n/use-language";

/** One line of the chart: its label and a value per month (null: no reading). */
export type ChartSeries = { id: string; label: string; data: (number | null)[]; dashed?: boolean };

/**
 * A meter's months as a chart, or as a table (the same figures, formatted by the server in the
 * interface language) for screen readers and for reading exact values. Consumption is drawn as bars
 * beside the same months of the year before; measurements as minimum, mean and maximum lines with
 * the limit values as dashed lines.
 */
export function MeterChart(props: {
  kind: "CONSUMPTION" | "MEASUREMENT";
  caption: string;
  monthLabels: string[];
  series: ChartSeries[];
  /** The table: one row per month, the month's name and each series' value as text. */
  table: string[][];
}) {
  const t = useTranslations("meters.chart");
  const locale = useLanguage();
  const [view, setView] = useState<"chart" | "table">("chart");
  const number = useMemo(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }), [locale]);
  const valueFormatter = (value: number | null) => (value === null ? "" : number.format(value));
  const series = props.series.map((line) => ({
    id: line.id,
    label: line.label,
    data: line.data,
    valueFormatter,
  }));
  const lineSeries: LineSeriesType[] = series.map((line, index) => ({
    ...line,
    type: "line",
    connectNulls: true,
    showMark: !props.series[index].dashed,
  }));
  // limit values are dashed lines
  const dashes: Record<string, { strokeDasharray: string }> = Object.fromEntries(
    props.series
      .filter((line) => line.dashed)
      .map((line) => [`& .MuiLineElement-series-${line.id}`, { strokeDasharray: "6 4" }]),
  );
  return (
    <Stack spacing={1}>
      <Box sx={{ alignSelf: "flex-end" }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, value) => value && setView(value)}
          aria-label={props.caption}
        >
          <ToggleButton value="chart">{t("showChart")}</ToggleButton>
          <ToggleButton value="table">{t("showTable")}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {view === "chart" ? (
        <Box role="img" aria-label={props.caption} sx={{ minWidth: 0 }}>
          {props.kind === "CONSUMPTION" ? (
            <BarChart
              height={300}
              xAxis={[{ data: props.monthLabels, scaleType: "band" }]}
              yAxis={[{ valueFormatter: (value: number) => number.format(value), width: 64 }]}
              series={series}
              slotProps={{ legend: { position: { vertical: "bottom", horizontal: "center" } } }}
            />
          ) : (
            <LineChart
              height={300}
              xAxis={[{ data: props.monthLabels, scaleType: "point" }]}
              yAxis={[{ valueFormatter: (value: number) => number.format(value), width: 64 }]}
              series={lineSeries}
              sx={dashes}
              slotProps={{ legend: { position: { vertical: "bottom", horizontal: "center" } } }}
            />
          )}
        </Box>
      ) : (
        <Box sx={{ overflowX: "auto" }}>
          <Table size="small">
            <caption>{props.caption}</caption>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t("month")}
                </TableCell>
                {props.series.map((line) => (
                  <TableCell key={line.id} component="th" scope="col" align="right">
                    {line.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {props.table.map(([month, ...values]) => (
                <TableRow key={month}>
                  <TableCell component="th" scope="row">
                    {month}
                  </TableCell>
                  {values.map((value, index) => (
                    <TableCell key={props.series[index].id} align="right">
                      {value}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Stack>
  );
}
