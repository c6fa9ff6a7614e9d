import { Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import { Section } from "@/components/platform/ui/section";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { meterCarbon } from "@/lib/modules/monitoring/carbon/data";
import { factorChoices, meterFactors } from "@/lib/modules/monitoring/carbon/links";
import { MeterChart } from "./meter-chart";
import { MeterFactorsForm } from "./meter-factors-form";

/**
 * The meter's CO2 per month of a year, in kg, from the factors that apply to it (named below the
 * chart). A month whose consumption no factor covers says so; it is never drawn as zero. Those who
 * may link factors choose them here, and add the organization's own.
 */
export async function MeterCarbonSection(props: {
  context: OrgContext;
  meterId: string;
  meterType: string;
  name: string;
  year: number;
  canLink: boolean;
}) {
  const t = await getTranslations("meters.carbon");
  const format = await getFormatter();
  const [carbon, factors, choices] = await Promise.all([
    meterCarbon(props.context, props.meterId, props.year),
    meterFactors(props.context, props.meterId),
    props.canLink ? factorChoices(props.context, props.meterType) : [],
  ]);
  // the chart adds what the dashboard adds: scope 1 and 2 location-based; the market-based figure
  // is the same electricity counted another way, and biogenic CO2 a memo item
  const charted = (line: string) => line !== "SCOPE2_ELECTRICITY_MARKET" && line !== "BIOGENIC";
  const totals = carbon.months.map((month) => {
    const covered = month.byLine.filter((line) => charted(line.line) && line.co2Kg !== null);
    return covered.length ? covered.reduce((sum, line) => sum + Number(line.co2Kg), 0) : null;
  });
  // the CO2 the chart shows is what may be missing; electricity that guarantees of origin leave is
  // counted market-based at the location-based rate (the GHG account says so), not missing here
  const missingMonths = carbon.months.filter(
    (month) =>
      Number(month.missingQuantity) > 0 ||
      month.byLine.some((line) => charted(line.line) && Number(line.missingQuantity) > 0),
  );
  const monthNames = (months: { month: string }[]) =>
    months.map((month) => format.dateTime(new Date(`${month.month}-15T12:00:00Z`), { month: "long" })).join(", ");
  const provisionalMonths = carbon.months.filter((month) => month.byLine.some((line) => line.provisional));
  const monthLabels = carbon.months.map((month) =>
    format.dateTime(new Date(`${month.month}-15T12:00:00Z`), { month: "short" }),
  );
  const table = carbon.months.map((month, index) => [
    format.dateTime(new Date(`${month.month}-15T12:00:00Z`), { month: "long" }),
    totals[index] === null ? "–" : format.number(totals[index], { maximumFractionDigits: 1 }),
  ]);
  return (
    <Section title={t("title", { year: props.year })}>
      {factors.length ? (
        <MeterChart
          kind="CONSUMPTION"
          // a month whose factor is a stand-in says so on the chart itself, not only in the text below it
          caption={
            provisionalMonths.length
              ? `${t("caption", { name: props.name, year: props.year })} ${t("provisionalCaption", {
                  months: monthNames(provisionalMonths),
                })}`
              : t("caption", { name: props.name, year: props.year })
          }
          monthLabels={monthLabels}
          series={[{ id: "co2", label: t("kg"), data: totals }]}
          table={table}
        />
      ) : null}
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {factors.length ? t("factors", { names: factors.map((factor) => factor.name).join("; ") }) : t("noFactors")}
      </Typography>
      {factors.length && missingMonths.length ? (
        <Typography sx={{ mt: 1, color: "var(--ehs-warning-text)" }}>
          {t("missing", { months: monthNames(missingMonths) })}
        </Typography>
      ) : null}
      {props.canLink ? (
        <MeterFactorsForm
          key={factors.map((factor) => factor.id).join()}
          organizationId={props.context.organizationId}
          meterId={props.meterId}
          choices={choices.map((choice) => ({
            id: choice.id,
            name: choice.name,
            source: choice.source,
            catalogue: choice.catalogue,
          }))}
          linkedIds={factors.map((factor) => factor.id)}
          // a custom meter's unit is free text: the factor form has no units to offer for it
          canAddOwn={props.meterType !== "CUSTOM"}
        />
      ) : null}
    </Section>
  );
}
