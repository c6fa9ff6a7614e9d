-- CreateEnum
CREATE TYPE "EmissionType" AS ENUM ('CO2');

-- CreateEnum
CREATE TYPE "EmissionUnit" AS ENUM ('GRAMS', 'KILOGRAMS', 'TONNES');

-- CreateEnum
CREATE TYPE "EmissionFactorBasis" AS ENUM ('LOCATION_BASED', 'MARKET_BASED', 'NET_CALORIFIC_VALUE', 'GROSS_CALORIFIC_VALUE', 'PHYSICAL_UNIT', 'NOT_STATED');

-- CreateEnum
CREATE TYPE "GhgCategory" AS ENUM ('SCOPE1_STATIONARY', 'SCOPE1_MOBILE', 'SCOPE2_ELECTRICITY', 'SCOPE2_DISTRICT_HEATING', 'BIOGENIC');

-- CreateTable
CREATE TABLE "EmissionFactor" (
    "id" UUID NOT NULL,
    "organizationId" UUID,
    "utilityType" "MeterType" NOT NULL,
    "emissionType" "EmissionType" NOT NULL DEFAULT 'CO2',
    "ghgCategory" "GhgCategory" NOT NULL,
    "name" TEXT NOT NULL,
    "basis" "EmissionFactorBasis" NOT NULL,
    "co2Equivalent" BOOLEAN NOT NULL DEFAULT false,
    "source" TEXT NOT NULL,
    "sourceUrl" TEXT,
    "note" TEXT,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "archivedDate" TIMESTAMPTZ(3),

    CONSTRAINT "EmissionFactor_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EmissionFactorValue" (
    "id" UUID NOT NULL,
    "emissionFactorId" UUID NOT NULL,
    "organizationId" UUID,
    "meterUnit" TEXT NOT NULL,
    "emissionUnit" "EmissionUnit" NOT NULL,
    "startDate" DATE NOT NULL,
    "endDate" DATE,
    "value" DECIMAL(38,12) NOT NULL,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmissionFactorValue_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MeterEmissionFactor" (
    "meterId" UUID NOT NULL,
    "emissionFactorId" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MeterEmissionFactor_pkey" PRIMARY KEY ("meterId","emissionFactorId")
);

-- CreateIndex
CREATE INDEX "EmissionFactor_organizationId_name_id_idx" ON "EmissionFactor"("organizationId", "name", "id");

-- CreateIndex
CREATE INDEX "EmissionFactor_organizationId_utilityType_id_idx" ON "EmissionFactor"("organizationId", "utilityType", "id");

-- CreateIndex
CREATE INDEX "EmissionFactor_organizationId_lastModifiedDate_id_idx" ON "EmissionFactor"("organizationId", "lastModifiedDate", "id");

-- CreateIndex
CREATE INDEX "EmissionFactorValue_emissionFactorId_startDate_idx" ON "EmissionFactorValue"("emissionFactorId", "startDate");

-- CreateIndex
CREATE INDEX "MeterEmissionFactor_emissionFactorId_idx" ON "MeterEmissionFactor"("emissionFactorId");

-- CreateIndex
CREATE INDEX "MeterEmissionFactor_organizationId_idx" ON "MeterEmissionFactor"("organizationId");

-- AddForeignKey
ALTER TABLE "EmissionFactor" ADD CONSTRAINT "EmissionFactor_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmissionFactorValue" ADD CONSTRAINT "EmissionFactorValue_emissionFactorId_fkey" FOREIGN KEY ("emissionFactorId") REFERENCES "EmissionFactor"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MeterEmissionFactor" ADD CONSTRAINT "MeterEmissionFactor_meterId_fkey" FOREIGN KEY ("meterId") REFERENCES "Meter"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MeterEmissionFactor" ADD CONSTRAINT "MeterEmissionFactor_emissionFactorId_fkey" FOREIGN KEY ("emissionFactorId") REFERENCES "EmissionFactor"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A value's period runs forwards
ALTER TABLE "EmissionFactorValue" ADD CONSTRAINT "EmissionFactorValue_period_check"
  CHECK ("endDate" IS NULL OR "endDate" >= "startDate");

-- Catalogue factors have no organization: their entries are the platform's, like the legislation catalogue's
CREATE TRIGGER "EmissionFactor_audit" AFTER INSERT OR UPDATE OR DELETE ON "EmissionFactor"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('emission_factor', 'self');
CREATE TRIGGER "EmissionFactorValue_audit" AFTER INSERT OR UPDATE OR DELETE ON "EmissionFactorValue"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('emission_factor_value', 'self', 'EmissionFactor.emissionFactorId');
CREATE TRIGGER "MeterEmissionFactor_audit" AFTER INSERT OR DELETE ON "MeterEmissionFactor"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('meter_emission_factor', 'related', 'Meter.meterId', 'EmissionFactor.emissionFactorId');
