import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from "@mui/material";
import { getFormatter, getTranslations } from "next-intl/server";
import { Section } from "@/components/platform/ui/section";
import { Notice } from "@/components/platform/ui/notice";
import { GHG_LINES } from "@/lib/modules/monitoring/carbon/lines";
import { provisionalFactorYears } from "@/lib/modules/monitoring/carbon/provisional";
import type { GhgAccount } from "@/lib/modules/monitoring/carbon/dto";
import type { YearRun } from "@/lib/modules/monitoring/carbon/factor-years";

const covers = (runs: YearRun[], year: number) =>
  runs.some((run) => run.from <= year && (run.to === null || year <= run.to));
/** A year after a catalogue factor's last value: that value stands in for it. */
const standsIn = (runs: YearRun[], year: number) =>
  runs.length > 0 && runs.every((run) => run.to !== null && run.to < year);

/**
 * The account as tables: the totals by scope, then each line's rows with quantity, factor, source
 * and result, so that every figure can be followed back to its factor and source.
 */
export async function GhgAccountView({ account }: { account: GhgAccount }) {
  const t = await getTranslations("carbon");
  const factors = await getTranslations("emissionFactors");
  const guarantees = await getTranslations("carbon.guarantees");
  const units = await getTranslations("units.names");
  const format = await getFormatter();
  const number = (value: string | null, digits = 3) =>
    value === null ? "–" : format.number(Number(value), { maximumFractionDigits: digits });
  const provisional = (years: number[]) => (years.length ? t("provisional", { years: years.join(", ") }) : null);
  const totals = [
    [t("scope1"), account.scope1Kg, account.provisional.scope1],
    [t("scope2Location"), account.scope2LocationKg, account.provisional.scope2Location],
    [t("scope2Market"), account.scope2MarketKg, account.provisional.scope2Market],
    [t("biogenic"), account.biogenicKg, account.provisional.biogenic],
  ] as [string, string, number[]][];
  const anyProvisional = account.lines.some((row) => row.factor?.provisional);
  return (
    <>
      {account.incomplete ? <Notice>{t("incomplete")}</Notice> : null}
      {anyProvisional ? <Notice>{t("provisionalNotice", { year: account.year })}</Notice> : null}
      {account.marketStandIns.length ? (
        <Notice>
          {t("marketStandIns", { meters: account.marketStandIns.map((meter) => meter.meterName).join(", ") })}
        </Notice>
      ) : null}
      <TableContainer>
        <Table size="small" aria-label={t("title")}>
          <TableBody>
            {totals.map(([label, kg, years]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row">
                  {label}
                  {years.length ? (
                    <Typography variant="body2" sx={{ color: "var(--ehs-warning-text)" }}>
                      {provisional(years)}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell align="right">{t("tonnes", { value: number(String(Number(kg) / 1000), 3) })}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {account.lines.length === 0 && account.metersWithoutFactor.length === 0 ? (
        <Typography color="text.secondary">{t("nothing", { year: account.year })}</Typography>
      ) : null}
      {GHG_LINES.filter((line) => account.lines.some((row) => row.line === line)).map((line) => (
        <Section key={line} title={t(`lines.${line}`)}>
          {/* wider than a phone: the table scrolls sideways, so keyboard users can reach it too */}
          <TableContainer tabIndex={0} role="region" aria-label={t(`lines.${line}`)}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t("columns.meter")}</TableCell>
                  <TableCell align="right">{t("columns.quantity")}</TableCell>
                  <TableCell>{t("columns.factor")}</TableCell>
                  <TableCell align="right">{t("columns.factorValue")}</TableCell>
                  <TableCell>{t("columns.source")}</TableCell>
                  <TableCell align="right">{t("columns.co2Kg")}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {account.lines
                  .filter((row) => row.line === line)
                  .map((row) => (
                    <TableRow
                      key={`${row.meterId}-${row.factor?.valueId ?? row.certificate?.id ?? row.locationStandIn}-${row.factor?.provisional}`}
                    >
                      <TableCell>
                        {row.meterName}
                        <Typography variant="body2" color="text.secondary">
                          {row.organizationName}
                        </Typography>
                      </TableCell>
                      <TableCell align="right">
                        {number(row.quantity)} {units(row.quantityUnit)}
                      </TableCell>
                      <TableCell>
                        {row.factor?.name ??
                          (row.certificate ? (
                            t("certificateLine", {
                              source: guarantees(`energySources.${row.certificate.energySource}`),
                              reference: row.certificate.reference,
                            })
                          ) : row.locationStandIn ? (
                            t("locationStandIn")
                          ) : (
                            <strong>{t("missingFactor")}</strong>
                          ))}
                        {row.factor?.provisional ? (
                          <Typography variant="body2" sx={{ color: "var(--ehs-warning-text)" }}>
                            {provisional(provisionalFactorYears([row], [row.line]))}
                          </Typography>
                        ) : null}
                      </TableCell>
                      <TableCell align="right">
                        {row.factor
                          ? `${number(row.factor.value, 12)} ${factors(`emissionUnits.${row.factor.emissionUnit}`)}/${units(row.factor.meterUnit)}`
                          : row.certificate
                            ? `0 ${factors("emissionUnits.GRAMS")}/${units("KWH")}`
                            : "–"}
                      </TableCell>
                      <TableCell>
                        {row.factor?.sourceUrl ? (
                          <a href={row.factor.sourceUrl} rel="noreferrer" target="_blank">
                            {row.factor.source}
                          </a>
                        ) : (
                          (row.factor?.source ?? "–")
                        )}
                      </TableCell>
                      <TableCell align="right">{number(row.co2Kg)}</TableCell>
                    </TableRow>
                  ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Section>
      ))}
      {account.factorYears.length ? (
        <Section title={t("factorYears.title")}>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t("factorYears.intro")}
          </Typography>
          <ul>
            {account.factorYears.map((factor) => (
              <li key={factor.id}>
                {factor.name} ({factor.catalogue ? factors("catalogue") : factors("own")}):{" "}
                {factor.runs.length
                  ? factor.runs
                      .map((run) =>
                        run.to === null
                          ? t("factorYears.onwards", { year: String(run.from) })
                          : run.to === run.from
                            ? String(run.from)
                            : `${run.from}–${run.to}`,
                      )
                      .join(", ")
                  : t("factorYears.none")}
                {covers(factor.runs, account.year) ? null : (
                  <strong>
                    {" "}
                    {t(
                      factor.catalogue && standsIn(factor.runs, account.year)
                        ? "factorYears.standsIn"
                        : "factorYears.notThisYear",
                      {
                        year: String(account.year),
                      },
                    )}
                  </strong>
                )}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {account.metersWithoutFactor.length ? (
        <Section title={t("noLine")}>
          <ul>
            {account.metersWithoutFactor.map((meter) => (
              <li key={meter.meterId}>
                {meter.meterName} ({meter.organizationName}): {number(meter.quantity)} {units(meter.quantityUnit)}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
