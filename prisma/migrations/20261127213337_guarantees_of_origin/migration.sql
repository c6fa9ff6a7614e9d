-- Guarantees of origin cancelled for an electricity meter (GuaranteeOfOrigin): the market-based
-- figure of scope 2 counts the consumption they cover at 0 g CO2/kWh.

-- CreateEnum
CREATE TYPE "EnergySource" AS ENUM ('WIND', 'SOLAR', 'HYDRO', 'BIOMASS', 'OTHER_RENEWABLE');

-- CreateTable
CREATE TABLE "GuaranteeOfOrigin" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "meterId" UUID NOT NULL,
    "startDate" DATE NOT NULL,
    "endDate" DATE NOT NULL,
    "volumeKwh" DECIMAL(20,3) NOT NULL,
    "energySource" "EnergySource" NOT NULL,
    "issuer" TEXT,
    "reference" TEXT NOT NULL,
    "note" TEXT,
    "recordedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "recordedById" UUID,
    "recordedByName" TEXT,

    CONSTRAINT "GuaranteeOfOrigin_pkey" PRIMARY KEY ("id"),
    -- whole months (the consumption they cover is kept per month), a volume there is some of
    CONSTRAINT "GuaranteeOfOrigin_whole_months" CHECK (
      extract(day FROM "startDate") = 1 AND "endDate" = (date_trunc('month', "endDate") + interval '1 month - 1 day')::date
      AND "endDate" > "startDate"),
    CONSTRAINT "GuaranteeOfOrigin_volume_positive" CHECK ("volumeKwh" > 0)
);

-- CreateTable
CREATE TABLE "_GuaranteeOfOriginToStoredFile" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_GuaranteeOfOriginToStoredFile_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateIndex
CREATE INDEX "GuaranteeOfOrigin_meterId_startDate_id_idx" ON "GuaranteeOfOrigin"("meterId", "startDate", "id");

-- CreateIndex
CREATE INDEX "GuaranteeOfOrigin_organizationId_idx" ON "GuaranteeOfOrigin"("organizationId");

-- CreateIndex
CREATE INDEX "_GuaranteeOfOriginToStoredFile_B_index" ON "_GuaranteeOfOriginToStoredFile"("B");

-- AddForeignKey
ALTER TABLE "GuaranteeOfOrigin" ADD CONSTRAINT "GuaranteeOfOrigin_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GuaranteeOfOrigin" ADD CONSTRAINT "GuaranteeOfOrigin_meterId_fkey" FOREIGN KEY ("meterId") REFERENCES "Meter"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_GuaranteeOfOriginToStoredFile" ADD CONSTRAINT "_GuaranteeOfOriginToStoredFile_A_fkey" FOREIGN KEY ("A") REFERENCES "GuaranteeOfOrigin"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_GuaranteeOfOriginToStoredFile" ADD CONSTRAINT "_GuaranteeOfOriginToStoredFile_B_fkey" FOREIGN KEY ("B") REFERENCES "StoredFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The audit trail (see migration audit_trail): a guarantee is the meter's, so the meter's history
-- shows it; its files are entries related to the guarantee and the file.
CREATE TRIGGER "GuaranteeOfOrigin_audit" AFTER INSERT OR UPDATE OR DELETE ON "GuaranteeOfOrigin"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('guarantee_of_origin', 'self', 'Meter.meterId');
CREATE TRIGGER "GuaranteeOfOriginFile_audit" AFTER INSERT OR DELETE ON "_GuaranteeOfOriginToStoredFile"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('guarantee_of_origin_file', 'related', 'GuaranteeOfOrigin.A', 'StoredFile.B');
