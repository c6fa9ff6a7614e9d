import { getTranslations } from "next-intl/server";
import { YearComparisonChart } from "@/components/modules/dashboard/year-comparison-chart";
import { yearToDate } from "@/lib/modules/dashboard/chart-scale";
import { getLanguage } from "@/lib/platform/i18n/get-language";

type Pair = { thisYear: (number | null)[]; lastYear: (number | null)[] };

/**
 * One figure of the overview, this year's months beside last year's, with its words and its table
 * (the dashboard's chart, drawn on the server). A month of last year without a figure draws no bar.
 */
export async function FigureChart(props: {
  id: string;
  title: string;
  unit: string;
  year: number;
  pair: Pair;
  digits?: number;
}) {
  const t = await getTranslations("dashboard");
  const locale = await getLanguage();
  const monthName = new Intl.DateTimeFormat(locale, { month: "short", timeZone: "UTC" });
  const monthNames = Array.from({ length: 12 }, (_, index) => monthName.format(Date.UTC(2000, index, 1)));
  const figure = new Intl.NumberFormat(locale, { maximumFractionDigits: props.digits ?? 1 });
  const axisFigure = new Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 1 });
  const comparison = { thisYear: props.pair.thisYear, lastYear: props.pair.lastYear.map((value) => value ?? 0) };
  const toDate = yearToDate(comparison);
  return (
    <YearComparisonChart
      id={props.id}
      title={props.title}
      summary={t("yearToDate", {
        year: props.year,
        lastYear: props.year - 1,
        thisYear: figure.format(toDate.thisYear),
        lastYearValue: figure.format(toDate.lastYear),
        unit: props.unit,
      })}
      unit={props.unit}
      year={props.year}
      comparison={comparison}
      monthNames={monthNames}
      format={(value) => figure.format(value)}
      formatAxis={(value) => axisFigure.format(value)}
      labels={{ figures: t("chartFigures"), month: t("month") }}
    />
  );
}
