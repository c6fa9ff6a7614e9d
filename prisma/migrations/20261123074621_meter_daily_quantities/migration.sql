-- CreateTable
CREATE TABLE "MeterDailyQuantity" (
    "meterId" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "day" DATE NOT NULL,
    "quantity" DECIMAL(38,12) NOT NULL,

    CONSTRAINT "MeterDailyQuantity_pkey" PRIMARY KEY ("meterId","day")
);

-- CreateIndex
CREATE INDEX "MeterDailyQuantity_organizationId_day_idx" ON "MeterDailyQuantity"("organizationId", "day");

-- AddForeignKey
ALTER TABLE "MeterDailyQuantity" ADD CONSTRAINT "MeterDailyQuantity_meterId_fkey" FOREIGN KEY ("meterId") REFERENCES "Meter"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MeterDailyQuantity" ADD CONSTRAINT "MeterDailyQuantity_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Each meter's consumption per local day (the organizations' time zone, Europe/Copenhagen, as
-- lib/platform/i18n/config.ts TIME_ZONE), kept in the same transaction as every write of readings.
-- A reading's quantity belongs to its period (periodStart, performedAt]; it is shared out over the
-- local days the period spans in proportion to the time in each. A quantity without a period counts
-- on the day of its moment. The days a change touches are computed again from every reading that
-- reaches into them, so the table is exact after any insert, update or delete, however made.
CREATE FUNCTION "meter_daily_rebuild"(meter uuid, lo timestamptz, hi timestamptz) RETURNS void
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
END $$;

-- the span of each meter's changed readings: their periods before and after the change
CREATE FUNCTION "meter_daily_after_write"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  span record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR span IN SELECT "meterId" AS meter, min(coalesce("periodStart", "performedAt")) AS lo, max("performedAt") AS hi
                FROM new_rows GROUP BY "meterId" LOOP
      PERFORM "meter_daily_rebuild"(span.meter, span.lo, span.hi);
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR span IN SELECT "meterId" AS meter, min(coalesce("periodStart", "performedAt")) AS lo, max("performedAt") AS hi
                FROM old_rows GROUP BY "meterId" LOOP
      PERFORM "meter_daily_rebuild"(span.meter, span.lo, span.hi);
    END LOOP;
  ELSE
    FOR span IN SELECT "meterId" AS meter, min(coalesce("periodStart", "performedAt")) AS lo, max("performedAt") AS hi
                FROM (SELECT "meterId", "periodStart", "performedAt" FROM old_rows
                      UNION ALL SELECT "meterId", "periodStart", "performedAt" FROM new_rows) changed
                GROUP BY "meterId" LOOP
      PERFORM "meter_daily_rebuild"(span.meter, span.lo, span.hi);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "meter_daily_after_insert" AFTER INSERT ON "MeterReading"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "meter_daily_after_write"();
CREATE TRIGGER "meter_daily_after_update" AFTER UPDATE ON "MeterReading"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "meter_daily_after_write"();
CREATE TRIGGER "meter_daily_after_delete" AFTER DELETE ON "MeterReading"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "meter_daily_after_write"();

-- the readings there are already
SELECT "meter_daily_rebuild"("meterId", min(coalesce("periodStart", "performedAt")), max("performedAt"))
FROM "MeterReading" GROUP BY "meterId";
