-- CreateTable
CREATE TABLE "MeterMonthlyQuantity" (
    "meterId" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "month" DATE NOT NULL,
    "quantity" DECIMAL(38,12) NOT NULL,

    CONSTRAINT "MeterMonthlyQuantity_pkey" PRIMARY KEY ("meterId","month")
);

-- CreateIndex
CREATE INDEX "MeterMonthlyQuantity_organizationId_month_idx" ON "MeterMonthlyQuantity"("organizationId", "month");

-- AddForeignKey
ALTER TABLE "MeterMonthlyQuantity" ADD CONSTRAINT "MeterMonthlyQuantity_meterId_fkey" FOREIGN KEY ("meterId") REFERENCES "Meter"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MeterMonthlyQuantity" ADD CONSTRAINT "MeterMonthlyQuantity_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The months of the days a change touched are added up again from those days, in the same call.
CREATE OR REPLACE FUNCTION "meter_daily_rebuild"(meter uuid, lo timestamptz, hi timestamptz) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  first_day date := (lo AT TIME ZONE 'Europe/Copenhagen')::date;
  last_day date := (hi AT TIME ZONE 'Europe/Copenhagen')::date;
BEGIN
  DELETE FROM "MeterDailyQuantity" WHERE "meterId" = meter AND "day" BETWEEN first_day AND last_day;
  INSERT INTO "MeterDailyQuantity" ("meterId", "organizationId", "day", "quantity")
  SELECT meter, (SELECT m."organizationId" FROM "Meter" m WHERE m.id = meter), d.day, sum(d.share)
  FROM (
    SELECT r."quantity" AS q,
           coalesce(r."periodStart", r."performedAt") AS ps,
           CASE WHEN r."periodStart" IS NULL THEN r."performedAt" + interval '1 millisecond' ELSE r."performedAt" END AS pe
    FROM "MeterReading" r
    WHERE r."meterId" = meter AND r."quantity" IS NOT NULL
      AND r."performedAt" >= (first_day::timestamp AT TIME ZONE 'Europe/Copenhagen') - interval '1 millisecond'
      AND coalesce(r."periodStart", r."performedAt") < ((last_day + 1)::timestamp AT TIME ZONE 'Europe/Copenhagen')
  ) r
  CROSS JOIN LATERAL (
    SELECT k::date AS day,
           r.q * extract(epoch FROM least(r.pe, (k + interval '1 day') AT TIME ZONE 'Europe/Copenhagen')
                                    - greatest(r.ps, k AT TIME ZONE 'Europe/Copenhagen'))
               / extract(epoch FROM r.pe - r.ps) AS share
    FROM generate_series(date_trunc('day', r.ps AT TIME ZONE 'Europe/Copenhagen'),
                         date_trunc('day', (r.pe - interval '1 millisecond') AT TIME ZONE 'Europe/Copenhagen'),
                         interval '1 day') k
  ) d
  WHERE d.day BETWEEN first_day AND last_day
  GROUP BY d.day;

  DELETE FROM "MeterMonthlyQuantity"
  WHERE "meterId" = meter AND "month" BETWEEN date_trunc('month', first_day)::date AND date_trunc('month', last_day)::date;
  INSERT INTO "MeterMonthlyQuantity" ("meterId", "organizationId", "month", "quantity")
  SELECT meter, min(d."organizationId"::text)::uuid, date_trunc('month', d."day")::date, sum(d."quantity")
  FROM "MeterDailyQuantity" d
  WHERE d."meterId" = meter
    AND d."day" >= date_trunc('month', first_day)::date
    AND d."day" < (date_trunc('month', last_day) + interval '1 month')::date
  GROUP BY date_trunc('month', d."day");
END $$;

-- the months of the days there are already
INSERT INTO "MeterMonthlyQuantity" ("meterId", "organizationId", "month", "quantity")
SELECT "meterId", min("organizationId"::text)::uuid, date_trunc('month', "day")::date, sum("quantity")
FROM "MeterDailyQuantity" GROUP BY "meterId", date_trunc('month', "day");
