-- CreateEnum
CREATE TYPE "MeterType" AS ENUM ('CONCENTRATION_MASS_TO_MASS', 'CONCENTRATION_MASS_TO_VOLUME', 'CONCENTRATION_VOLUME_TO_VOLUME', 'ELECTRICITY', 'HEAT', 'WATER', 'FLEET', 'TANK_BEARING', 'GAS', 'MASS', 'PRESSURE', 'TIME', 'TEMPERATURE', 'CUSTOM');

-- CreateEnum
CREATE TYPE "MeterReadingMode" AS ENUM ('REGISTER', 'PERIOD_AMOUNT', 'MEASUREMENT');

-- CreateTable
CREATE TABLE "Meter" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "meterType" "MeterType" NOT NULL,
    "unit" TEXT NOT NULL,
    "readingMode" "MeterReadingMode" NOT NULL,
    "identifier" TEXT,
    "areaId" UUID,
    "frequency" "Frequency",
    "nextReadingDate" DATE,
    "lowerLimit" DECIMAL(38,12),
    "upperLimit" DECIMAL(38,12),
    "limitSource" TEXT,
    "note" TEXT,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "archivedDate" TIMESTAMPTZ(3),

    CONSTRAINT "Meter_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MeterReading" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "meterId" UUID NOT NULL,
    "performedAt" TIMESTAMPTZ(3) NOT NULL,
    "value" DECIMAL(38,12) NOT NULL,
    "unit" TEXT NOT NULL,
    "normalizedValue" DECIMAL(38,12) NOT NULL,
    "reset" BOOLEAN NOT NULL DEFAULT false,
    "periodStart" TIMESTAMPTZ(3),
    "quantity" DECIMAL(38,12),
    "note" TEXT,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MeterReading_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_MeterToStoredFile" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_MeterToStoredFile_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_MeterReadingToStoredFile" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_MeterReadingToStoredFile_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateIndex
CREATE INDEX "Meter_organizationId_name_id_idx" ON "Meter"("organizationId", "name", "id");

-- CreateIndex
CREATE INDEX "Meter_organizationId_meterType_id_idx" ON "Meter"("organizationId", "meterType", "id");

-- CreateIndex
CREATE INDEX "Meter_organizationId_nextReadingDate_id_idx" ON "Meter"("organizationId", "nextReadingDate", "id");

-- CreateIndex
CREATE INDEX "Meter_organizationId_lastModifiedDate_id_idx" ON "Meter"("organizationId", "lastModifiedDate", "id");

-- CreateIndex
CREATE INDEX "MeterReading_meterId_performedAt_id_idx" ON "MeterReading"("meterId", "performedAt", "id");

-- CreateIndex
CREATE INDEX "MeterReading_organizationId_performedAt_idx" ON "MeterReading"("organizationId", "performedAt");

-- CreateIndex
CREATE UNIQUE INDEX "MeterReading_meterId_performedAt_key" ON "MeterReading"("meterId", "performedAt");

-- CreateIndex
CREATE INDEX "_MeterToStoredFile_B_index" ON "_MeterToStoredFile"("B");

-- CreateIndex
CREATE INDEX "_MeterReadingToStoredFile_B_index" ON "_MeterReadingToStoredFile"("B");

-- AddForeignKey
ALTER TABLE "Meter" ADD CONSTRAINT "Meter_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Meter" ADD CONSTRAINT "Meter_areaId_fkey" FOREIGN KEY ("areaId") REFERENCES "Area"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MeterReading" ADD CONSTRAINT "MeterReading_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MeterReading" ADD CONSTRAINT "MeterReading_meterId_fkey" FOREIGN KEY ("meterId") REFERENCES "Meter"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_MeterToStoredFile" ADD CONSTRAINT "_MeterToStoredFile_A_fkey" FOREIGN KEY ("A") REFERENCES "Meter"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_MeterToStoredFile" ADD CONSTRAINT "_MeterToStoredFile_B_fkey" FOREIGN KEY ("B") REFERENCES "StoredFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_MeterReadingToStoredFile" ADD CONSTRAINT "_MeterReadingToStoredFile_A_fkey" FOREIGN KEY ("A") REFERENCES "MeterReading"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_MeterReadingToStoredFile" ADD CONSTRAINT "_MeterReadingToStoredFile_B_fkey" FOREIGN KEY ("B") REFERENCES "StoredFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The audit trail (see migration audit_trail): meters, their readings (named by their meter, and in
-- its history) and the files of both.
CREATE TRIGGER "Meter_audit" AFTER INSERT OR UPDATE OR DELETE ON "Meter"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('meter', 'self');
CREATE TRIGGER "MeterReading_audit" AFTER INSERT OR UPDATE OR DELETE ON "MeterReading"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('meter_reading', 'self', 'Meter.meterId');
CREATE TRIGGER "MeterFile_audit" AFTER INSERT OR DELETE ON "_MeterToStoredFile"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('meter_file', 'related', 'Meter.A', 'StoredFile.B');
CREATE TRIGGER "MeterReadingFile_audit" AFTER INSERT OR DELETE ON "_MeterReadingToStoredFile"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('meter_reading_file', 'related', 'MeterReading.A', 'StoredFile.B');
