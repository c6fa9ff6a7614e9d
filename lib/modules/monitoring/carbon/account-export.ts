import "server-only";
import type { Translate } from "@/lib/platform/i18n/translator";
import type { CellType, CellValue } from "@/lib/platform/lists/export/columns";
import { sheetAttachment } from "@/lib/platform/lists/export/attachment";
import type { ExportFormat } from "@/lib/platform/lists/export/format";
import type { GhgAccount } from "./dto";
import { provisionalFactorYears } from "./provisional";

const HEADINGS = [
  "line",
  "organization",
  "meter",
  "quantity",
  "quantityUnit",
  "factor",
  "factorQuantity",
  "factorValue",
  "factorUnit",
  "validFrom",
  "validTo",
  "source",
  "sourceUrl",
  "co2Kg",
  "provisional",
] as const;
const TYPES: CellType[] = [
  "text",
  "text",
  "text",
  "number",
  "text",
  "text",
  "number",
  "number",
  "text",
  "date",
  "date",
  "text",
  "text",
  "number",
  "text",
];

const number = (value: string | null) => (value === null ? null : Number(value));
const day = (value: string | null) => (value === null ? null : new Date(`${value}T00:00:00Z`));
/** The empty cells of a row that fills only its first or last columns. */
const blank = (count: number): null[] => Array.from({ length: count }, () => null);

/**
 * The account as a sheet: one row per meter and factor value (quantity, factor, its source, result),
 * the quantity without a factor with "missing" for its factor, then the totals per line and scope;
 * a figure with a stand-in factor says "provisional (factor of …)" in the last column.
 */
export function ghgAccountFile(account: GhgAccount, format: ExportFormat, t: Translate): Response {
  const unit = (code: string) => t(`units.names.${code}`);
  const provisional = (years: number[]) => (years.length ? t("carbon.provisional", { years: years.join(", ") }) : null);
  const rows: CellValue[][] = account.lines.map((line) => [
    t(`carbon.lines.${line.line}`),
    line.organizationName,
    line.meterName,
    number(line.quantity),
    unit(line.quantityUnit),
    line.factor?.name ??
      (line.certificate
        ? t("carbon.certificateLine", {
            source: t(`carbon.guarantees.energySources.${line.certificate.energySource}`),
            reference: line.certificate.reference,
          })
        : t(line.locationStandIn ? "carbon.locationStandIn" : "carbon.missingFactor")),
    number(line.factorQuantity),
    line.certificate ? 0 : number(line.factor?.value ?? null),
    line.factor || line.certificate
      ? `${t(`emissionFactors.emissionUnits.${line.factor?.emissionUnit ?? "GRAMS"}`)}/${unit(line.factor?.meterUnit ?? "KWH")}`
      : null,
    day(line.factor?.startDate ?? line.certificate?.startDate ?? null),
    day(line.factor?.endDate ?? line.certificate?.endDate ?? null),
    line.factor?.source ?? null,
    line.factor?.sourceUrl ?? null,
    number(line.co2Kg),
    provisional(provisionalFactorYears([line], [line.line])),
  ]);
  for (const meter of account.metersWithoutFactor) {
    rows.push([
      t("carbon.noLine"),
      meter.organizationName,
      meter.meterName,
      number(meter.quantity),
      unit(meter.quantityUnit),
      t("carbon.missingFactor"),
      ...blank(HEADINGS.length - 6),
    ]);
  }
  const total = (label: string, value: string | null, years: number[]) => [
    label,
    ...blank(HEADINGS.length - 3),
    number(value),
    provisional(years),
  ];
  for (const line of account.totals)
    if (line.co2Kg !== null)
      rows.push(
        total(t("carbon.totalOf", { line: t(`carbon.lines.${line.line}`) }), line.co2Kg, line.provisionalFactorYears),
      );
  rows.push(total(t("carbon.scope1"), account.scope1Kg, account.provisional.scope1));
  rows.push(total(t("carbon.scope2Location"), account.scope2LocationKg, account.provisional.scope2Location));
  rows.push(total(t("carbon.scope2Market"), account.scope2MarketKg, account.provisional.scope2Market));
  rows.push(total(t("carbon.biogenic"), account.biogenicKg, account.provisional.biogenic));

  const headings = HEADINGS.map((heading) => t(`carbon.columns.${heading}`));
  const title = t("carbon.fileName", { year: account.year });
  return sheetAttachment(format, { title, headings, types: TYPES, rows });
}
