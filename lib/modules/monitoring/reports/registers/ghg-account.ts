// The greenhouse-gas account of the period for the organization's own meters: per account line and
// meter, the quantity, its CO2 in tonnes, the quantity no emission factor covers (missing: no CO2
// rather than a zero) and whether a factor stands in for a year not yet published. Scope 2
// electricity appears twice, location-based and market-based, as the GHG account dual-reports it:
// market-based electricity that no guarantee of origin or factor covers counts at the meter's
// location-based rate, and the row says so.
import "server-only";
import { carbonAccess } from "@/lib/modules/monitoring/carbon/access";
import { emissionStatement, type EmissionRow } from "@/lib/modules/monitoring/carbon/emissions";
import { GHG_LINES, SCOPE_OF, type GhgLine } from "@/lib/modules/monitoring/carbon/lines";
import { locationStandIns } from "@/lib/modules/monitoring/carbon/market-based";
import { normalUnitOf } from "@/lib/modules/monitoring/meters/quantities";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import type { Translate } from "@/lib/platform/i18n/translator";
import type { CellValue } from "@/lib/platform/lists/export/columns";
import { queryRows, sql } from "@/lib/platform/lists/query";
import type { MeterType } from "@/lib/platform/units/catalogue";
import { Decimal } from "@/lib/platform/units/decimal";
import { defineReport, oneBatch } from "../definition";
import { periodDates, type Period } from "../period";

/** A piece of the statement with its meter and the dates of its factor value (none for the rest). */
type Piece = EmissionRow & {
  meterName: string;
  meterType: MeterType;
  meterUnit: string;
  valueStart: string | null;
  valueEnd: string | null;
};

/** One row of the report: a line (none for a meter without any factor) and a meter over the period. */
type AccountRow = {
  line: GhgLine | null;
  meter: Piece;
  quantity: Decimal;
  co2Kg: Decimal | null;
  missing: Decimal;
  provisionalYears: Set<number>;
  locationStandIn: boolean;
};

// The statement buckets by calendar year, so a period across a new year comes in a bucket per year;
// each bucket is kept until the market-based stand-ins are worked out (at each year's own
// location-based rate, as the GHG account of that year does), then the buckets are added up.
const pieces = (org: OrgContext, period: Period) => {
  const { start, end } = periodDates(period);
  return queryRows<Piece>(sql`
    SELECT r.*, m."name" AS "meterName", m."meterType"::text AS "meterType", m."unit" AS "meterUnit",
           to_char(v."startDate", 'YYYY-MM-DD') AS "valueStart", to_char(v."endDate", 'YYYY-MM-DD') AS "valueEnd"
    FROM (${emissionStatement({
      organizations: sql`SELECT ${org.organizationId}::uuid AS id`,
      from: start,
      to: end,
      bucket: "year",
    })}) r
    JOIN "Meter" m ON m.id = r."meterId"::uuid
    LEFT JOIN "EmissionFactorValue" v ON v.id = r."valueId"::uuid`);
};

const covered = (piece: Piece) => piece.valueId !== null || piece.certificateId !== null;

/** A stand-in value is the factor of the year it ended in. */
const factorYear = (piece: Piece) => Number((piece.valueEnd ?? piece.valueStart)!.slice(0, 4));

/** The statement's pieces added up per line and meter over the period. */
function accountRows(all: Piece[]): AccountRow[] {
  const rows = new Map<string, AccountRow>();
  const rowOf = (line: GhgLine | null, meter: Piece) => {
    const key = `${line}|${meter.meterId}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        line,
        meter,
        quantity: new Decimal(0),
        co2Kg: null,
        missing: new Decimal(0),
        provisionalYears: new Set(),
        locationStandIn: false,
      };
      rows.set(key, row);
    }
    return row;
  };
  const add = (row: AccountRow, quantity: Decimal, co2Kg: Decimal | null) => {
    row.quantity = row.quantity.plus(quantity);
    if (co2Kg === null) row.missing = row.missing.plus(quantity);
    else row.co2Kg = (row.co2Kg ?? new Decimal(0)).plus(co2Kg);
  };
  for (const piece of all) {
    // what market-based instruments leave uncovered is not missing: it counts as a stand-in below
    if (piece.line === "SCOPE2_ELECTRICITY_MARKET" && !covered(piece)) continue;
    const row = rowOf(piece.line as GhgLine | null, piece);
    add(row, new Decimal(piece.quantity), covered(piece) ? new Decimal(piece.co2Kg ?? 0) : null);
    if (piece.provisional) row.provisionalYears.add(factorYear(piece));
  }
  const meters = new Map(all.map((piece) => [piece.meterId, piece]));
  for (const standIn of locationStandIns(all)) {
    const row = rowOf("SCOPE2_ELECTRICITY_MARKET", meters.get(standIn.meterId)!);
    add(row, standIn.quantity, standIn.co2Kg);
    row.locationStandIn = true;
    // the location-based rate it counts at is provisional where that year's location-based value is
    for (const piece of all)
      if (
        piece.meterId === standIn.meterId &&
        piece.bucket === standIn.bucket &&
        piece.line === "SCOPE2_ELECTRICITY_LOCATION" &&
        piece.provisional
      )
        row.provisionalYears.add(factorYear(piece));
  }
  const order = (line: GhgLine | null) => (line === null ? GHG_LINES.length : GHG_LINES.indexOf(line));
  return [...rows.values()].sort(
    (a, b) => order(a.line) - order(b.line) || a.meter.meterName.localeCompare(b.meter.meterName),
  );
}

function cells(row: AccountRow, t: Translate): CellValue[] {
  const unit = normalUnitOf({ meterType: row.meter.meterType, unit: row.meter.meterUnit });
  const years = [...row.provisionalYears].sort((a, b) => a - b);
  return [
    row.line && SCOPE_OF[row.line],
    t(row.line ? `carbon.lines.${row.line}` : "carbon.noLine"),
    row.meter.meterName,
    row.quantity.toDecimalPlaces(9).toNumber(),
    // a custom meter's unit is its own text; the others are the catalogue's
    row.meter.meterType === "CUSTOM" ? unit : t(`units.names.${unit}`),
    row.co2Kg && row.co2Kg.dividedBy(1000).toDecimalPlaces(6).toNumber(),
    row.missing.isZero() ? null : row.missing.toDecimalPlaces(9).toNumber(),
    years.length ? t("carbon.provisional", { years: years.join(", ") }) : null,
    row.locationStandIn ? t("carbon.locationStandIn") : null,
  ];
}

export const ghgAccountReport = defineReport({
  key: "ghgAccount",
  access: carbonAccess.read,
  dated: true,
  landscape: true,
  columns: [
    { heading: "reports.columns.scope", type: "number", width: 0.5 },
    { heading: "carbon.columns.line", width: 2 },
    { heading: "carbon.columns.meter", width: 1.6 },
    { heading: "carbon.columns.quantity", type: "number", width: 1 },
    { heading: "carbon.columns.quantityUnit", width: 0.8 },
    { heading: "reports.columns.co2Tonnes", type: "number", width: 0.9 },
    { heading: "reports.columns.missingQuantity", type: "number", width: 1 },
    { heading: "carbon.columns.provisional", width: 1.2 },
    { heading: "reports.columns.note", width: 1.4 },
  ],
  rows: (org, period, t) => oneBatch(pieces(org, period).then((all) => accountRows(all).map((row) => cells(row, t)))),
});
