import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { notFound } from "@/lib/platform/api/errors";
import { db } from "@/lib/platform/db";
import { queryRows, sql } from "@/lib/platform/lists/query";
import { ownRow } from "@/lib/platform/tenancy/references";
import { Decimal, sumOf } from "@/lib/platform/units/decimal";
import { NORMAL_UNIT, METER_TYPE_GROUP, type MeterType } from "@/lib/platform/units/catalogue";
import type { EnergySource } from "@/lib/generated/prisma/enums";
import type { z } from "zod";
import type { AccountLine, GhgAccount, meterCarbonSchema } from "./dto";
import { emissionStatement, type EmissionRow } from "./emissions";
import { factorYearRuns, type ValuePeriod } from "./factor-years";
import { GHG_LINES, SCOPE_OF, type GhgLine } from "./lines";
import { locationStandIns } from "./market-based";
import { provisionalFactorYears } from "./provisional";
import { subtreeIds } from "@/lib/platform/tenancy/subtree";

const rowsOf = (statement: ReturnType<typeof emissionStatement>) => queryRows<EmissionRow>(statement);

/** Kilograms as text with at most three decimals (grams), the unit every total is given in. */
const kg = (value: Decimal) => value.toDecimalPlaces(3).toFixed();
// Days share a period out in proportion to time (a day of summer time is 23 hours), which leaves
// a rest in the twelfth decimal: quantities are given to nine decimals, far below any meter's resolution.
const quantity = (value: Decimal) => value.toDecimalPlaces(9).toSignificantDigits(15).toFixed();

const monthsOf = (year: number) =>
  Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, "0")}`);

/**
 * A meter's CO2 per month, per account line, in kg, for `years` calendar years from `year`. A month
 * whose quantity no factor covers has `co2Kg` null and its quantity in `missingQuantity`; a month
 * partly covered shows both.
 */
export async function meterCarbon(
  org: OrgContext,
  meterId: string,
  year: number,
  years = 1,
): Promise<z.output<typeof meterCarbonSchema>> {
  const meter = await db().meter.findFirst({
    where: ownRow(org, meterId),
    select: { id: true, meterType: true, unit: true },
  });
  if (!meter) throw notFound("Meter not found");
  const rows = await rowsOf(
    emissionStatement({
      organizations: sql`SELECT ${org.organizationId}::uuid AS id`,
      from: `${year}-01-01`,
      to: `${year + years}-01-01`,
      bucket: "month",
      meterId: meter.id,
    }),
  );
  const lines = [...new Set(rows.map((row) => row.line).filter((line): line is string => line !== null))];
  const months = Array.from({ length: years }, (_, index) => monthsOf(year + index))
    .flat()
    .map((month) => {
      const inMonth = rows.filter((row) => row.bucket === month);
      const covered = inMonth.filter((row) => row.valueId !== null || row.certificateId !== null);
      const missing = inMonth.filter((row) => row.valueId === null && row.certificateId === null);
      return {
        month,
        byLine: lines.map((line) => {
          const own = covered.filter((row) => row.line === line);
          return {
            line,
            co2Kg: own.length ? kg(sumOf(own.map((row) => row.co2Kg))) : null,
            provisional: own.some((row) => row.provisional),
            missingQuantity: quantity(sumOf(missing.filter((row) => row.line === line).map((row) => row.quantity))),
          };
        }),
        // a meter without any factor has one missing row without a line
        missingQuantity: quantity(sumOf(missing.filter((row) => row.line === null).map((row) => row.quantity))),
      };
    });
  return { meterId: meter.id, year, years, quantityUnit: storedUnitOf(meter), lines, months };
}

/** A row of the statement with its meter's and factor value's details (null where no value covers it). */
type AccountRow = EmissionRow & {
  meterName: string;
  meterType: string;
  meterUnit: string;
  organizationName: string;
  factorName: string | null;
  source: string | null;
  sourceUrl: string | null;
  basis: string | null;
  co2Equivalent: boolean | null;
  catalogue: boolean | null;
  value: string | null;
  valueUnit: string | null;
  emissionUnit: string | null;
  startDate: string | null;
  endDate: string | null;
  certificateReference: string | null;
  energySource: string | null;
  certificateStart: string | null;
  certificateEnd: string | null;
};

/**
 * The greenhouse-gas account of an organization and everything below it for one calendar year: one
 * line per meter and factor value with its quantity, the factor, its source and the result, so every
 * figure can be followed back; the quantity no factor covers as lines of its own (missing, not zero);
 * totals per line and scope. Biogenic CO2 is a memo item outside the scopes. Market-based scope 2 is
 * given only where the organization has market-based factors; where it has none for a meter, scope 2
 * market-based counts that meter's location-based figure, as the GHG Protocol's dual reporting does.
 */
export async function ghgAccount(org: OrgContext, year: number): Promise<GhgAccount> {
  // the statement's rows with their meter's and factor value's names and figures, in one round trip
  const [rows, factorYears] = await Promise.all([
    queryRows<AccountRow>(sql`
      SELECT r.*, m."name" AS "meterName", m."meterType"::text AS "meterType", m."unit" AS "meterUnit",
             o."name" AS "organizationName", f.id::text AS "factorId", f."name" AS "factorName", f."source",
             f."sourceUrl", f."basis"::text AS "basis", f."co2Equivalent", f."organizationId" IS NULL AS "catalogue",
             trim_scale(v."value")::text AS "value", v."meterUnit" AS "valueUnit", v."emissionUnit"::text AS "emissionUnit",
             to_char(v."startDate", 'YYYY-MM-DD') AS "startDate", to_char(v."endDate", 'YYYY-MM-DD') AS "endDate",
             g."reference" AS "certificateReference", g."energySource"::text AS "energySource",
             to_char(g."startDate", 'YYYY-MM-DD') AS "certificateStart", to_char(g."endDate", 'YYYY-MM-DD') AS "certificateEnd"
      FROM (${emissionStatement({
        organizations: subtreeIds(org.organizationId),
        from: `${year}-01-01`,
        to: `${year + 1}-01-01`,
        bucket: "year",
      })}) r
      JOIN "Meter" m ON m.id = r."meterId"::uuid
      JOIN "Organization" o ON o.id = m."organizationId"
      LEFT JOIN "EmissionFactorValue" v ON v.id = r."valueId"::uuid
      LEFT JOIN "EmissionFactor" f ON f.id = v."emissionFactorId"
      LEFT JOIN "GuaranteeOfOrigin" g ON g.id = r."certificateId"::uuid`),
    factorCoverage(org.organizationId),
  ]);
  const meterOf = (row: AccountRow) => ({ meterType: row.meterType, unit: row.meterUnit });
  const unassigned = rows.filter((row) => row.line === null);
  const named = new Map(rows.map((row) => [row.meterId, row]));
  // the market-based quantity that no certificate or factor covers is not missing: it counts at the
  // meter's location-based rate, on lines of its own that say so
  const standIns: AccountLine[] = locationStandIns(rows).map((standIn) => {
    const meter = named.get(standIn.meterId)!;
    return {
      line: "SCOPE2_ELECTRICITY_MARKET",
      scope: 2,
      meterId: standIn.meterId,
      meterName: meter.meterName,
      organizationName: meter.organizationName,
      factor: null,
      certificate: null,
      locationStandIn: true,
      quantity: quantity(standIn.quantity),
      quantityUnit: storedUnitOf(meterOf(meter)),
      factorQuantity: null,
      co2Kg: standIn.co2Kg === null ? null : kg(standIn.co2Kg),
    };
  });
  const uncoveredMarket = (row: AccountRow) =>
    row.line === "SCOPE2_ELECTRICITY_MARKET" && row.valueId === null && row.certificateId === null;
  const lines: AccountLine[] = rows
    .filter((row): row is AccountRow & { line: GhgLine } => row.line !== null && !uncoveredMarket(row))
    .map((row): AccountLine => {
      return {
        line: row.line,
        scope: SCOPE_OF[row.line],
        meterId: row.meterId,
        meterName: row.meterName,
        organizationName: row.organizationName,
        factor: row.valueId
          ? {
              id: row.factorId!,
              name: row.factorName!,
              source: row.source!,
              sourceUrl: row.sourceUrl,
              basis: row.basis!,
              co2Equivalent: row.co2Equivalent!,
              catalogue: row.catalogue!,
              valueId: row.valueId,
              value: row.value!,
              meterUnit: row.valueUnit!,
              emissionUnit: row.emissionUnit!,
              startDate: row.startDate!,
              endDate: row.endDate,
              provisional: row.provisional,
            }
          : null,
        certificate: row.certificateId
          ? {
              id: row.certificateId,
              reference: row.certificateReference!,
              energySource: row.energySource! as EnergySource,
              startDate: row.certificateStart!,
              endDate: row.certificateEnd!,
            }
          : null,
        locationStandIn: false,
        quantity: quantity(new Decimal(row.quantity)),
        quantityUnit: storedUnitOf(meterOf(row)),
        factorQuantity: row.factorQuantity === null ? null : quantity(new Decimal(row.factorQuantity)),
        co2Kg: row.co2Kg === null ? null : kg(new Decimal(row.co2Kg)),
      };
    })
    .concat(standIns)
    .sort(
      (a, b) =>
        GHG_LINES.indexOf(a.line) - GHG_LINES.indexOf(b.line) ||
        a.meterName.localeCompare(b.meterName) ||
        (a.factor?.startDate ?? "9999").localeCompare(b.factor?.startDate ?? "9999"),
    );
  const totalOf = (line: GhgLine) => sumOf(lines.filter((row) => row.line === line).map((row) => row.co2Kg));
  // a line without CO2 is a quantity nothing covers: missing, never counted as zero
  const missingIn = (line: GhgLine) => lines.some((row) => row.line === line && row.co2Kg === null);
  const totals = GHG_LINES.map((line) => ({
    line,
    scope: SCOPE_OF[line],
    co2Kg: lines.some((row) => row.line === line && row.co2Kg !== null) ? kg(totalOf(line)) : null,
    incomplete: missingIn(line),
    provisionalFactorYears: provisionalFactorYears(lines, [line]),
  }));
  const heating = totalOf("SCOPE2_DISTRICT_HEATING");
  const scope1 = totalOf("SCOPE1_STATIONARY").plus(totalOf("SCOPE1_MOBILE"));
  const standInMeters = new Set(standIns.map((line) => line.meterId));
  const market = lines.filter(
    (row) =>
      row.line === "SCOPE2_ELECTRICITY_MARKET" ||
      row.line === "SCOPE2_DISTRICT_HEATING" ||
      // a stand-in's figure is the location-based one, provisional where that is
      (row.line === "SCOPE2_ELECTRICITY_LOCATION" && standInMeters.has(row.meterId)),
  );
  return {
    year,
    lines,
    totals,
    scope1Kg: kg(scope1),
    scope2LocationKg: kg(totalOf("SCOPE2_ELECTRICITY_LOCATION").plus(heating)),
    scope2MarketKg: kg(totalOf("SCOPE2_ELECTRICITY_MARKET").plus(heating)),
    biogenicKg: kg(totalOf("BIOGENIC")),
    provisional: {
      scope1: provisionalFactorYears(lines, ["SCOPE1_STATIONARY", "SCOPE1_MOBILE"]),
      scope2Location: provisionalFactorYears(lines, ["SCOPE2_ELECTRICITY_LOCATION", "SCOPE2_DISTRICT_HEATING"]),
      scope2Market: provisionalFactorYears(market, [
        "SCOPE2_ELECTRICITY_MARKET",
        "SCOPE2_ELECTRICITY_LOCATION",
        "SCOPE2_DISTRICT_HEATING",
      ]),
      biogenic: provisionalFactorYears(lines, ["BIOGENIC"]),
    },
    marketStandIns: [...standInMeters].map((meterId) => {
      const meter = named.get(meterId)!;
      return { meterId, meterName: meter.meterName, organizationName: meter.organizationName };
    }),
    incomplete: unassigned.length > 0 || totals.some((total) => total.incomplete),
    factorYears,
    metersWithoutFactor: unassigned.map((row) => ({
      meterId: row.meterId,
      meterName: row.meterName,
      organizationName: row.organizationName,
      quantity: quantity(new Decimal(row.quantity)),
      quantityUnit: storedUnitOf(meterOf(row)),
    })),
  };
}

/**
 * The calendar years each factor linked to a meter of the organization (or below it) has values
 * for, as runs of consecutive years (`to` null: until further notice), so the account can say why
 * a year is missing rather than leave the reader guessing. A value counts for every year it touches.
 */
async function factorCoverage(organizationId: string) {
  const periods = await queryRows<ValuePeriod>(sql`
    SELECT DISTINCT f.id::text AS "factorId", f."name", f."organizationId" IS NULL AS "catalogue",
           to_char(v."startDate", 'YYYY-MM-DD') AS "startDate", to_char(v."endDate", 'YYYY-MM-DD') AS "endDate"
    FROM "MeterEmissionFactor" l
    JOIN "Meter" m ON m.id = l."meterId" AND m."archivedDate" IS NULL
    JOIN "EmissionFactor" f ON f.id = l."emissionFactorId"
    JOIN "EmissionFactorValue" v ON v."emissionFactorId" = f.id
    WHERE l."organizationId" IN (${subtreeIds(organizationId)})`);
  return factorYearRuns(periods);
}

/**
 * The years an account can be asked for: from the first reading of the organization or anything
 * below it (each organization's first through its index) to this year, at most the last ten.
 */
export async function accountYears(org: OrgContext, thisYear: number) {
  const [row] = await queryRows<{ first: number | null }>(sql`
    SELECT extract(year FROM min(first))::int AS "first"
    FROM (${subtreeIds(org.organizationId)}) o
    CROSS JOIN LATERAL (SELECT min(r."performedAt") AS first FROM "MeterReading" r WHERE r."organizationId" = o.id) f`);
  const first = Math.max(row?.first ?? thisYear, thisYear - 9);
  return Array.from({ length: thisYear - first + 1 }, (_, index) => thisYear - index);
}

function storedUnitOf(meter: { meterType: string; unit: string }) {
  return meter.meterType === "CUSTOM" ? meter.unit : NORMAL_UNIT[METER_TYPE_GROUP[meter.meterType as MeterType]];
}
