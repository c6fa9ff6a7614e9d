import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { sql, type Sql } from "@/lib/platform/lists/query";
import { unitsPerStoredUnit } from "./conversions";

// THE calculation of CO2 from meter readings, in one SQL statement, so that no reading passes through
// JavaScript. A reading's quantity belongs to its period (`periodStart`, `performedAt`]; a quantity
// without a period belongs to its moment. The readings' quantities are kept per meter and local day
// and month (MeterDailyQuantity, MeterMonthlyQuantity, by triggers on the readings, a period shared
// out over the days it spans in proportion to the time in each), and a factor value is valid for whole
// local days, so the statement
// 1. takes each meter's months in the range asked for whole (MeterMonthlyQuantity), except the months
//    in which a value of one of its factors starts or ends on another day than the first: those it
//    takes day by day (yearly declarations never split a month, a supplier's from 15 February does);
// 2. meets each month or day with the value of each factor linked to its meter that is valid in it
//    (no value starts or ends inside it), so a period across two factor periods is split by date;
//    past a catalogue factor's last value, that value is valid again, provisional;
// 3. lets an organization's own factor win over a catalogue factor of the same account line in the
//    months and days its values cover: the catalogue value keeps only those no own value covers;
// 4. lets guarantees of origin cover electricity first on the market-based line (0 g CO2/kWh), and
//    the market-based factor values only the rest;
// 5. answers, per meter, bucket, account line and factor value or certificate, the quantity covered
//    and its CO2 in kg, and per meter, bucket and line the quantity none covers (missing, never zero).
// The quantity is in the meter group's stored unit; `factorQuantity` is the same in the factor's unit.

/**
 * A piece of a result: a factor value's share (valueId set), guarantees of origin's share
 * (certificateId set), or the missing rest (both null).
 */
export type EmissionRow = {
  meterId: string;
  bucket: string;
  line: string | null;
  factorId: string | null;
  valueId: string | null;
  /** Guarantees of origin that cover the quantity (market-based, 0 g CO2/kWh); null for the others. */
  certificateId: string | null;
  /** The value stands in for a later period its factor has no value for yet (see `fvals`). */
  provisional: boolean;
  quantity: string;
  factorQuantity: string | null;
  co2Kg: string | null;
};

export type EmissionQuery = {
  /** The organizations whose meters count (the statement's `org_ids`). */
  organizations: Sql;
  /** Local start (included) and end (excluded), `YYYY-MM-DD`. */
  from: string;
  to: string;
  bucket: "month" | "year";
  meterId?: string;
};

const LINE = sql`CASE WHEN f."ghgCategory" = 'SCOPE2_ELECTRICITY' AND f."basis" = 'MARKET_BASED' THEN 'SCOPE2_ELECTRICITY_MARKET'
                      WHEN f."ghgCategory" = 'SCOPE2_ELECTRICITY' THEN 'SCOPE2_ELECTRICITY_LOCATION'
                      ELSE f."ghgCategory"::text END`;

/** The statement; its rows are EmissionRow. */
export function emissionStatement(query: EmissionQuery): Sql {
  const unit = query.bucket === "month" ? "month" : "year";
  const meterOf = (alias: string) =>
    query.meterId ? sql`AND ${Prisma.raw(alias)}."meterId" = ${query.meterId}::uuid` : sql``;
  const linkCondition = meterOf("l");
  return sql`
    WITH orgs AS (${query.organizations}),
    -- the months in which a value of a meter's factors starts or ends on another day than the first:
    -- those months are taken day by day, every other month whole
    split AS MATERIALIZED (
      SELECT DISTINCT l."meterId" AS meter_id, date_trunc('month', b.day)::date AS month
      FROM "MeterEmissionFactor" l
      JOIN "EmissionFactorValue" v ON v."emissionFactorId" = l."emissionFactorId"
      CROSS JOIN LATERAL (VALUES (v."startDate"), (v."endDate" + 1)) AS b(day)
      WHERE l."organizationId" IN (SELECT id FROM orgs) ${linkCondition}
        AND b.day IS NOT NULL AND extract(day FROM b.day) <> 1
        AND b.day > ${query.from}::date AND b.day < ${query.to}::date
    ),
    -- the quantities: whole months, and the days of the split months; each from its first to its last day
    units AS (
      SELECT mq."meterId" AS meter_id, mq."month" AS first_day,
             (mq."month" + interval '1 month' - interval '1 day')::date AS last_day,
             date_trunc(${unit}, mq."month"::timestamp) AS bucket, mq."quantity" AS q
      FROM "MeterMonthlyQuantity" mq
      WHERE mq."organizationId" IN (SELECT id FROM orgs) ${meterOf("mq")}
        AND mq."month" >= ${query.from}::date AND mq."month" < ${query.to}::date
        AND NOT EXISTS (SELECT 1 FROM split s WHERE s.meter_id = mq."meterId" AND s.month = mq."month")
      UNION ALL
      SELECT d."meterId", d."day", d."day", date_trunc(${unit}, d."day"::timestamp), d."quantity"
      FROM split s
      JOIN "MeterDailyQuantity" d
        ON d."meterId" = s.meter_id AND d."day" >= s.month AND d."day" < (s.month + interval '1 month')::date
      WHERE d."organizationId" IN (SELECT id FROM orgs) ${meterOf("d")}
        AND d."day" >= ${query.from}::date AND d."day" < ${query.to}::date
    ),
    -- guarantees of origin, over whole months: each covers the share of its meter's consumption in
    -- its whole period that its volume makes up (at most all of it; none where nothing was consumed)
    certificates AS MATERIALIZED (
      SELECT g.id, g."meterId" AS meter_id, g."startDate" AS gs, g."endDate" AS ge,
             LEAST(1, g."volumeKwh" / NULLIF((
               SELECT sum(mq."quantity") FROM "MeterMonthlyQuantity" mq
               WHERE mq."meterId" = g."meterId" AND mq."month" >= g."startDate" AND mq."month" <= g."endDate"
             ), 0)) AS share
      FROM "GuaranteeOfOrigin" g
      WHERE g."organizationId" IN (SELECT id FROM orgs) ${meterOf("g")}
        AND g."startDate" < ${query.to}::date AND g."endDate" >= ${query.from}::date
    ),
    -- each quantity's part per certificate; certificates over the same months add up to all at most
    certified AS (
      SELECT meter_id, first_day, bucket, certificate_id, q,
             share * LEAST(1, sum(share) OVER w) / sum(share) OVER w AS part
      FROM (
        SELECT p.meter_id, p.first_day, p.bucket, p.q, c.id AS certificate_id, c.share
        FROM units p JOIN certificates c ON c.meter_id = p.meter_id AND c.gs <= p.first_day AND p.last_day <= c.ge
        WHERE c.share > 0
      ) matched
      WINDOW w AS (PARTITION BY meter_id, first_day)
    ),
    unit_share AS (SELECT meter_id, first_day, sum(part) AS share FROM certified GROUP BY meter_id, first_day),
    per_certificate AS (
      SELECT meter_id, bucket, certificate_id, sum(q * part) AS q FROM certified GROUP BY meter_id, bucket, certificate_id
    ),
    linked AS MATERIALIZED (
      SELECT DISTINCT l."emissionFactorId" AS factor_id FROM "MeterEmissionFactor" l
      WHERE l."organizationId" IN (SELECT id FROM orgs) ${linkCondition}
    ),
    -- each value in its own period; and the last value of a catalogue factor whose values have ended
    -- once more from the day after its end, provisional, until the next one is published (the GHG
    -- Protocol's practice: the most recent factor available stands in for the year's own)
    fvals AS (
      SELECT v.id, v."emissionFactorId" AS factor_id, v."value", v."meterUnit", v."emissionUnit",
             v."startDate" AS vs, coalesce(v."endDate", 'infinity'::date) AS ve, false AS provisional
      FROM "EmissionFactorValue" v WHERE v."emissionFactorId" IN (SELECT factor_id FROM linked)
      UNION ALL
      SELECT v.id, v."emissionFactorId", v."value", v."meterUnit", v."emissionUnit",
             v."endDate" + 1, 'infinity'::date, true
      FROM "EmissionFactorValue" v
      JOIN "EmissionFactor" f ON f.id = v."emissionFactorId" AND f."organizationId" IS NULL
      WHERE v."emissionFactorId" IN (SELECT factor_id FROM linked) AND v."endDate" IS NOT NULL
        AND NOT EXISTS (
          SELECT 1 FROM "EmissionFactorValue" w
          WHERE w."emissionFactorId" = v."emissionFactorId" AND w."startDate" > v."startDate"
        )
    ),
    vals AS (
      SELECT l."meterId" AS meter_id, f.id AS factor_id, f."organizationId" IS NOT NULL AS own, ${LINE} AS line,
             v.id AS value_id, v.provisional, v.vs, v.ve,
             coalesce(u.per_stored, CASE WHEN v."meterUnit" = m."unit" THEN 1 END) AS per_stored,
             v."value" * CASE v."emissionUnit" WHEN 'GRAMS' THEN 0.001 WHEN 'KILOGRAMS' THEN 1 ELSE 1000 END AS kg_per_unit
      FROM "MeterEmissionFactor" l
      JOIN "Meter" m ON m.id = l."meterId"
      JOIN "EmissionFactor" f ON f.id = l."emissionFactorId"
      JOIN fvals v ON v.factor_id = f.id
      LEFT JOIN ${unitsPerStoredUnit()} AS u(meter_type, unit, per_stored)
        ON u.meter_type = m."meterType"::text AND u.unit = v."meterUnit"
      WHERE l."organizationId" IN (SELECT id FROM orgs) ${linkCondition}
        -- only the values valid somewhere in the range asked for
        AND v.vs < ${query.to}::date AND v.ve >= ${query.from}::date
    ),
    own_vals AS MATERIALIZED (SELECT meter_id, line, vs, ve FROM vals WHERE own),
    -- each quantity with each value valid in it (no value starts or ends inside one, so valid in it
    -- is valid on all of it); a catalogue value only where no own value of its line is; a
    -- market-based value only for what certificates leave
    covered AS (
      SELECT p.meter_id, p.bucket, va.line, va.factor_id, va.value_id, va.provisional, va.per_stored, va.kg_per_unit,
             CASE WHEN va.line = 'SCOPE2_ELECTRICITY_MARKET' THEN p.q * (1 - coalesce(us.share, 0)) ELSE p.q END AS q
      FROM units p
      JOIN vals va ON va.meter_id = p.meter_id AND va.vs <= p.last_day AND p.first_day <= va.ve
      LEFT JOIN unit_share us ON us.meter_id = p.meter_id AND us.first_day = p.first_day
      WHERE va.own OR NOT EXISTS (
        SELECT 1 FROM own_vals ov
        WHERE ov.meter_id = p.meter_id AND ov.line = va.line AND ov.vs <= p.last_day AND p.first_day <= ov.ve
      )
    ),
    per_value AS (
      SELECT meter_id, bucket, line, factor_id, value_id, provisional, sum(q) AS q,
             sum(q) * min(per_stored) AS fq, sum(q) * min(per_stored) * min(kg_per_unit) AS kg
      FROM covered GROUP BY meter_id, bucket, line, factor_id, value_id, provisional
    ),
    totals AS (SELECT meter_id, bucket, sum(q) AS q FROM units GROUP BY meter_id, bucket),
    -- every line a meter has a factor for, whether or not a value of it falls in the range
    meter_lines AS (
      SELECT DISTINCT l."meterId" AS meter_id, ${LINE} AS line
      FROM "MeterEmissionFactor" l JOIN "EmissionFactor" f ON f.id = l."emissionFactorId"
      WHERE l."organizationId" IN (SELECT id FROM orgs) ${linkCondition}
      UNION
      SELECT meter_id, 'SCOPE2_ELECTRICITY_MARKET' FROM certificates
    ),
    covered_lines AS (
      SELECT meter_id, bucket, line, sum(q) AS q
      FROM (
        SELECT meter_id, bucket, line, q FROM per_value WHERE kg IS NOT NULL
        UNION ALL
        SELECT meter_id, bucket, 'SCOPE2_ELECTRICITY_MARKET', q FROM per_certificate
      ) parts
      GROUP BY meter_id, bucket, line
    ),
    missing AS (
      SELECT t.meter_id, t.bucket, ml.line, t.q - coalesce(cl.q, 0) AS q
      FROM totals t
      LEFT JOIN meter_lines ml ON ml.meter_id = t.meter_id
      LEFT JOIN covered_lines cl ON cl.meter_id = t.meter_id AND cl.bucket = t.bucket AND cl.line = ml.line
    )
    SELECT meter_id::text AS "meterId", to_char(bucket, 'YYYY-MM') AS "bucket", line, factor_id::text AS "factorId",
           value_id::text AS "valueId", NULL AS "certificateId", provisional, q::text AS "quantity",
           fq::text AS "factorQuantity", kg::text AS "co2Kg"
    FROM per_value WHERE q <> 0 AND kg IS NOT NULL
    UNION ALL
    -- renewable electricity certificates: 0 g CO2/kWh
    SELECT meter_id::text, to_char(bucket, 'YYYY-MM'), 'SCOPE2_ELECTRICITY_MARKET', NULL, NULL, certificate_id::text,
           false, q::text, q::text, '0'
    FROM per_certificate WHERE q > 0.000000001
    UNION ALL
    SELECT meter_id::text, to_char(bucket, 'YYYY-MM'), line, NULL, NULL, NULL, false, q::text, NULL, NULL
    FROM missing WHERE q > 0.000000001`;
}
