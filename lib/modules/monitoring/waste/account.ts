import "server-only";
import type { OrgContext } from "@/lib/platform/auth/org-context";
import { db } from "@/lib/platform/db";
import { queryRows, sql } from "@/lib/platform/lists/query";
import { subtreeIds } from "@/lib/platform/tenancy/subtree";
import { tonnesExpression } from "./account-sql";
import type { WasteAccountDto } from "./dto";
import type { AccountQuery } from "./schema";
import type { WasteUnitName } from "./tonnes";
import { Decimal } from "@/lib/platform/units/decimal";
import { TREATMENT_GROUPS, type TreatmentGroupName } from "@/lib/modules/admin/waste-types/treatment";

type Dimension = "total" | "month" | "treatment" | "hazardous" | "wasteType" | "handler" | "arrangement";
type AccountRow = {
  dimension: Dimension;
  key: string | null;
  year: number;
  tonnes: string | null;
  unconvertedQuantity: string | null;
  unconvertedCount: string;
};

/**
 * Every sum of the account in one statement: the year and the one before, each in total and per
 * month, treatment group, hazard, waste type, handler and arrangement (grouping sets). It reads the
 * arrangements' monthly sums, which the database keeps from the registration lines, so a year costs
 * one row per arrangement and month however many collections it had. A quantity is
 * weighed by its arrangement's unit, density or weight per piece (the same rule as tonnes.ts);
 * one that cannot be weighed has no tonnes, so the sums leave it out, and it is counted apart.
 */
export function accountStatement(org: OrgContext, query: AccountQuery) {
  const from = `${query.year - 1}-01-01`;
  const to = `${query.year + 1}-01-01`;
  return sql`
    WITH lines AS (
      SELECT EXTRACT(YEAR FROM l."month")::int AS year,
             EXTRACT(MONTH FROM l."month")::int AS month,
             o."group"::text AS treatment,
             w."hazardous" AS hazardous,
             a."wasteTypeId" AS "wasteType",
             a."associationId" AS handler,
             a."id" AS arrangement,
             l."quantity" AS quantity,
             l."lines" AS lines,
             ${tonnesExpression} AS tonnes
      FROM "WasteMonthlyQuantity" l
      JOIN "WasteArrangement" a ON a."id" = l."arrangementId"
      JOIN "WasteType" w ON w."id" = a."wasteTypeId"
      JOIN "TreatmentOperation" o ON o."code" = a."treatmentCode"
      WHERE l."organizationId" IN (${subtreeIds(org.organizationId)})
        AND l."month" >= ${from}::date AND l."month" < ${to}::date
        ${query.month ? sql`AND EXTRACT(MONTH FROM l."month") = ${query.month}` : sql``}
    )
    SELECT CASE
             WHEN GROUPING(month) = 0 THEN 'month'
             WHEN GROUPING(treatment) = 0 THEN 'treatment'
             WHEN GROUPING(hazardous) = 0 THEN 'hazardous'
             WHEN GROUPING("wasteType") = 0 THEN 'wasteType'
             WHEN GROUPING(handler) = 0 THEN 'handler'
             WHEN GROUPING(arrangement) = 0 THEN 'arrangement'
             ELSE 'total'
           END AS dimension,
           COALESCE(month::text, treatment, hazardous::text, "wasteType"::text, handler::text, arrangement::text) AS key,
           year,
           sum(tonnes)::text AS tonnes,
           sum(quantity) FILTER (WHERE tonnes IS NULL)::text AS "unconvertedQuantity",
           coalesce(sum(lines) FILTER (WHERE tonnes IS NULL), 0)::text AS "unconvertedCount"
    FROM lines
    GROUP BY GROUPING SETS ((year), (year, month), (year, treatment), (year, hazardous), (year, "wasteType"),
                           (year, handler), (year, arrangement))`;
}

/** Tonnes to show and chart: three decimals (kilograms). */
const tonnesOf = (text: string | null | undefined) => (text ? Math.round(Number(text) * 1000) / 1000 : 0);
const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null);
const change = (now: number, before: number) =>
  before > 0 ? Math.round(((now - before) / before) * 10_000) / 10_000 : null;

/**
 * The waste account of the organization (and everything below it) for a year, or one month of it:
 * tonnes per treatment group, hazard, waste type, handler and month, the recycling rate, the change
 * from the same period a year before, and the quantities that could not be weighed.
 */
export async function getWasteAccount(org: OrgContext, query: AccountQuery): Promise<WasteAccountDto> {
  const rows = await queryRows<AccountRow>(accountStatement(org, query));
  const sums = (dimension: Dimension, year: number) =>
    new Map(rows.filter((row) => row.dimension === dimension && row.year === year).map((row) => [row.key ?? "", row]));
  const now = (dimension: Dimension) => sums(dimension, query.year);
  const before = (dimension: Dimension) => sums(dimension, query.year - 1);
  const pair = (dimension: Dimension, key: string) => ({
    tonnes: tonnesOf(now(dimension).get(key)?.tonnes),
    previousTonnes: tonnesOf(before(dimension).get(key)?.tonnes),
  });

  const total = pair("total", "");
  const recycling = pair("treatment", "RECYCLING");
  const keysOf = (dimension: Dimension) => [...new Set([...now(dimension).keys(), ...before(dimension).keys()])];

  const typeIds = keysOf("wasteType");
  const handlerIds = keysOf("handler");
  const unconvertedRows = [...now("arrangement").values()].filter((row) => Number(row.unconvertedCount) > 0);
  const [types, handlers, arrangements] = await Promise.all([
    db().wasteType.findMany({
      where: { id: { in: typeIds } },
      select: { id: true, code: true, nameEn: true, nameDa: true, hazardous: true },
    }),
    db().wasteHandlerAssociation.findMany({
      where: { id: { in: handlerIds } },
      select: { id: true, stakeholderName: true },
    }),
    db().wasteArrangement.findMany({
      where: { id: { in: unconvertedRows.map((row) => row.key!) } },
      select: {
        id: true,
        name: true,
        registrationUnit: true,
        association: { select: { id: true, stakeholderName: true } },
      },
    }),
  ]);
  const byTonnes = <T extends { tonnes: number; previousTonnes: number }>(items: T[]) =>
    items.sort((a, b) => b.tonnes - a.tonnes || b.previousTonnes - a.previousTonnes);

  return {
    year: query.year,
    month: query.month ?? null,
    ...total,
    change: change(total.tonnes, total.previousTonnes),
    recyclingRate: rate(recycling.tonnes, total.tonnes),
    previousRecyclingRate: rate(recycling.previousTonnes, total.previousTonnes),
    byTreatment: TREATMENT_GROUPS.map((group: TreatmentGroupName) => ({ group, ...pair("treatment", group) })),
    byHazard: [true, false].map((hazardous) => ({ hazardous, ...pair("hazardous", String(hazardous)) })),
    byMonth: (query.month ? [query.month] : Array.from({ length: 12 }, (_, index) => index + 1)).map((month) => ({
      month,
      ...pair("month", String(month)),
    })),
    byWasteType: byTonnes(
      types.map((type) => ({
        wasteTypeId: type.id,
        code: type.code,
        nameEn: type.nameEn,
        nameDa: type.nameDa,
        hazardous: type.hazardous,
        ...pair("wasteType", type.id),
      })),
    ),
    byHandler: byTonnes(
      handlers.map((handler) => ({
        handlerId: handler.id,
        name: handler.stakeholderName,
        ...pair("handler", handler.id),
      })),
    ),
    unconverted: arrangements
      .map((arrangement) => {
        const row = unconvertedRows.find((candidate) => candidate.key === arrangement.id)!;
        return {
          arrangementId: arrangement.id,
          arrangementName: arrangement.name,
          handlerId: arrangement.association.id,
          handlerName: arrangement.association.stakeholderName,
          unit: arrangement.registrationUnit as WasteUnitName,
          quantity: new Decimal(row.unconvertedQuantity!).toFixed(),
          registrations: Number(row.unconvertedCount),
        };
      })
      .sort((a, b) => a.handlerName.localeCompare(b.handlerName) || a.arrangementName.localeCompare(b.arrangementName)),
  };
}
