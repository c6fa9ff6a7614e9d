-- CreateTable
CREATE TABLE "WasteMonthlyQuantity" (
    "organizationId" UUID NOT NULL,
    "month" DATE NOT NULL,
    "arrangementId" UUID NOT NULL,
    "quantity" DECIMAL(24,3) NOT NULL,
    "lines" INTEGER NOT NULL,

    CONSTRAINT "WasteMonthlyQuantity_pkey" PRIMARY KEY ("organizationId","month","arrangementId")
);

-- CreateIndex
CREATE INDEX "WasteMonthlyQuantity_arrangementId_idx" ON "WasteMonthlyQuantity"("arrangementId");

-- AddForeignKey
ALTER TABLE "WasteMonthlyQuantity" ADD CONSTRAINT "WasteMonthlyQuantity_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WasteMonthlyQuantity" ADD CONSTRAINT "WasteMonthlyQuantity_arrangementId_fkey" FOREIGN KEY ("arrangementId") REFERENCES "WasteArrangement"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Adds signed changes to the monthly sums: `changes` holds rows of (org, month, arrangement,
-- quantity, lines), all added (lines > 0) or all taken away (lines < 0). Additions upsert in key
-- order, so that concurrent writers lock rows in the same order; removals only change rows that
-- exist (under a cascade the organization's or arrangement's sums may be gone already), and a month
-- whose last line went is removed.
CREATE FUNCTION "waste_monthly_add"(changes jsonb) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "WasteMonthlyQuantity" ("organizationId", "month", "arrangementId", "quantity", "lines")
  SELECT c.org, c.month, c.arrangement, c.quantity, c.lines
  FROM jsonb_to_recordset(changes) AS c(org uuid, month date, arrangement uuid, quantity numeric, lines int)
  WHERE c.lines > 0
  ORDER BY c.org, c.month, c.arrangement
  ON CONFLICT ("organizationId", "month", "arrangementId") DO UPDATE
    SET "quantity" = "WasteMonthlyQuantity"."quantity" + excluded."quantity",
        "lines" = "WasteMonthlyQuantity"."lines" + excluded."lines";
  UPDATE "WasteMonthlyQuantity" m SET "quantity" = m."quantity" + c.quantity, "lines" = m."lines" + c.lines
  FROM jsonb_to_recordset(changes) AS c(org uuid, month date, arrangement uuid, quantity numeric, lines int)
  WHERE c.lines < 0
    AND m."organizationId" = c.org AND m."month" = c.month AND m."arrangementId" = c.arrangement;
  DELETE FROM "WasteMonthlyQuantity" m
  USING jsonb_to_recordset(changes) AS c(org uuid, month date, arrangement uuid)
  WHERE m."organizationId" = c.org AND m."month" = c.month AND m."arrangementId" = c.arrangement
    AND m."lines" <= 0;
$$;

-- Lines that come add their quantity, lines that go take theirs away; an update does both, so a
-- line moved to another month or arrangement leaves the one and joins the other.
CREATE FUNCTION "waste_monthly_after_write"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM "waste_monthly_add"((
      SELECT jsonb_agg(c) FROM (
        SELECT "organizationId" AS org, date_trunc('month', "performedAt")::date AS month,
               "arrangementId" AS arrangement, sum("quantity") AS quantity, count(*) AS lines
        FROM new_rows GROUP BY 1, 2, 3) c));
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM "waste_monthly_add"((
      SELECT jsonb_agg(c) FROM (
        SELECT "organizationId" AS org, date_trunc('month', "performedAt")::date AS month,
               "arrangementId" AS arrangement, -sum("quantity") AS quantity, -count(*) AS lines
        FROM old_rows GROUP BY 1, 2, 3) c));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "waste_monthly_after_insert" AFTER INSERT ON "WasteRegistrationLine"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "waste_monthly_after_write"();
CREATE TRIGGER "waste_monthly_after_update" AFTER UPDATE ON "WasteRegistrationLine"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "waste_monthly_after_write"();
CREATE TRIGGER "waste_monthly_after_delete" AFTER DELETE ON "WasteRegistrationLine"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "waste_monthly_after_write"();

-- the lines there are already
INSERT INTO "WasteMonthlyQuantity" ("organizationId", "month", "arrangementId", "quantity", "lines")
SELECT "organizationId", date_trunc('month', "performedAt")::date, "arrangementId", sum("quantity"), count(*)
FROM "WasteRegistrationLine" GROUP BY 1, 2, 3;
