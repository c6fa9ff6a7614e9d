import { getTranslations } from "next-intl/server";
import {
  CO2_UNITS,
  ENERGY_UNITS,
  inReadableUnit,
  yearToDate,
  type MonthlyComparison,
  type ScaleUnit,
} from "@/lib/modules/dashboard/chart-scale";
import type { EnergyAndCarbon } from "@/lib/modules/dashboard/energy-and-carbon";
import { YearComparisonChart } from "./year-comparison-chart";
import styles from "./year-comparison-chart.module.css";
import { getLanguage } from "@/lib/platform/i18n/get-language";

/** The dashboard's two charts, energy and CO2, each this year against last, side by side. */
export async function EnergyAndCarbonCharts({ data }: { data: EnergyAndCarbon }) {
  const t = await getTranslations("dashboard");
  const locale = await getLanguage();
  const monthName = new Intl.DateTimeFormat(locale, { month: "short", timeZone: "UTC" });
  const monthNames = Array.from({ length: 12 }, (_, index) => monthName.format(Date.UTC(2000, index, 1)));
  const figure = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const axisFigure = new Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 1 });

  // this year's last month with figures is still running: its bars are not a whole month's
  const running = data.energyKwh.thisYear.filter((value) => value !== null).length;
  const monthRunning = running
    ? t("monthRunning", {
        month: new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
          Date.UTC(data.year, running - 1, 1),
        ),
      })
    : null;
  const provisional = (year: number, years: number[]) =>
    years.length ? [t("co2Provisional", { year, years: years.join(", ") })] : [];
  const co2Notes = [
    ...provisional(data.year - 1, data.co2ProvisionalFactorYears.lastYear),
    ...provisional(data.year, data.co2ProvisionalFactorYears.thisYear),
  ];

  const chart = (id: string, title: string, raw: MonthlyComparison, units: ScaleUnit[], notes: string[]) => {
    const { unit, comparison } = inReadableUnit(raw, units);
    const toDate = yearToDate(comparison);
    return (
      <YearComparisonChart
        id={id}
        title={title}
        summary={t("yearToDate", {
          year: data.year,
          lastYear: data.year - 1,
          thisYear: figure.format(toDate.thisYear),
          lastYearValue: figure.format(toDate.lastYear),
          unit,
        })}
        unit={unit}
        year={data.year}
        comparison={comparison}
        monthNames={monthNames}
        format={(value) => figure.format(value)}
        formatAxis={(value) => axisFigure.format(value)}
        labels={{ figures: t("chartFigures"), month: t("month") }}
        notes={[...(monthRunning ? [monthRunning] : []), ...notes]}
      />
    );
  };

  // scope 2 both ways, side by side (the GHG Protocol's dual reporting), in the CO2 chart's unit
  const co2Unit = CO2_UNITS.find((unit) => unit.unit === inReadableUnit(data.co2Kg, CO2_UNITS).unit)!;
  const scope2 = (kg: number) => figure.format(kg / co2Unit.size);

  return (
    <>
      <div className={styles.charts}>
        {chart("energy-chart", t("energyChart"), data.energyKwh, ENERGY_UNITS, [])}
        {chart("co2-chart", t("co2Chart"), data.co2Kg, CO2_UNITS, co2Notes)}
      </div>
      <p className={styles.summary} data-testid="scope2-to-date">
        {t("scope2ToDate", {
          year: data.year,
          location: scope2(data.scope2ToDate.locationKg),
          market: scope2(data.scope2ToDate.marketKg),
          unit: co2Unit.unit,
        })}
      </p>
    </>
  );
}
