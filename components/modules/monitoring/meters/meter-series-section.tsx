import { getFormatter, getTranslations } from "next-intl/server";
import { Section } from "@/components/platform/ui/section";
import type { meterSeries } from "@/lib/modules/monitoring/meters/series";
import { MeterChart, type ChartSeries } from "./meter-chart";

type Series = Awaited<ReturnType<typeof meterSeries>>;

/**
 * The meter's chart of a year: the month names and every figure in the interface language (the
 * Danish decimal comma), so the chart's table reads exactly as the page does.
 */
export async function MeterSeriesSection(props: { name: string; unitSymbol: string; series: Series }) {
  const t = await getTranslations("meters");
  const format = await getFormatter();
  const { series } = props;
  const monthLabels = series.months.map((month) =>
    format.dateTime(new Date(`${month.month}-15T12:00:00Z`), { month: "short" }),
  );
  const toNumber = (value: string | null) => (value === null ? null : Number(value));
  const shown = (value: number | null) => (value === null ? "–" : format.number(value, { maximumFractionDigits: 3 }));
  let lines: ChartSeries[];
  if (series.kind === "CONSUMPTION") {
    lines = [
      { id: "previous", label: String(series.year - 1), data: series.months.map((m) => toNumber(m.previousYear)) },
      { id: "current", label: String(series.year), data: series.months.map((m) => toNumber(m.quantity)) },
    ];
  } else {
    lines = [
      { id: "minimum", label: t("chart.minimum"), data: series.months.map((m) => toNumber(m.minimum)) },
      { id: "mean", label: t("chart.mean"), data: series.months.map((m) => toNumber(m.mean)) },
      { id: "maximum", label: t("chart.maximum"), data: series.months.map((m) => toNumber(m.maximum)) },
    ];
    for (const [id, limit] of [
      ["lowerLimit", series.lowerLimit],
      ["upperLimit", series.upperLimit],
    ] as const) {
      if (limit !== null) {
        lines.push({ id, label: t(`chart.${id}`), data: series.months.map(() => Number(limit)), dashed: true });
      }
    }
  }
  const table = series.months.map((month, index) => [
    format.dateTime(new Date(`${month.month}-15T12:00:00Z`), { month: "long" }),
    ...lines.map((line) => shown(line.data[index])),
  ]);
  const caption = t("chart.tableCaption", { name: props.name, year: series.year, unit: props.unitSymbol });
  return (
    <Section title={`${t("detail.chart")} (${props.unitSymbol})`}>
      <MeterChart kind={series.kind} caption={caption} monthLabels={monthLabels} series={lines} table={table} />
    </Section>
  );
}
