-- CreateEnum
CREATE TYPE "PhysicalState" AS ENUM ('AEROSOL', 'GAS', 'LIQUID', 'SOLID');

-- CreateEnum
CREATE TYPE "SignalWord" AS ENUM ('NORMAL', 'WARNING', 'DANGER');

-- CreateEnum
CREATE TYPE "DangerCode" AS ENUM ('GREEN', 'YELLOW', 'RED');

-- CreateTable
CREATE TABLE "Chemical" (
    "id" UUID NOT NULL,
    "tradeName" TEXT NOT NULL,
    "producerId" UUID,
    "physicalState" "PhysicalState" NOT NULL,
    "hazardStatements" TEXT[],
    "euHazardStatements" TEXT[],
    "precautionaryStatements" TEXT[],
    "pictograms" TEXT[],
    "signalWord" "SignalWord" NOT NULL,
    "dangerCode" "DangerCode" NOT NULL,
    "dangerCodeRaisedTo" "DangerCode",
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Chemical_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChemicalSupply" (
    "id" UUID NOT NULL,
    "chemicalId" UUID NOT NULL,
    "supplierId" UUID NOT NULL,
    "articleNumber" TEXT,
    "sortOrder" INTEGER NOT NULL,

    CONSTRAINT "ChemicalSupply_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChemicalSubstance" (
    "id" UUID NOT NULL,
    "chemicalId" UUID NOT NULL,
    "substanceId" UUID NOT NULL,
    "concentrationMin" DECIMAL(7,4),
    "concentrationMax" DECIMAL(7,4),
    "sortOrder" INTEGER NOT NULL,

    CONSTRAINT "ChemicalSubstance_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChemicalCountryData" (
    "id" UUID NOT NULL,
    "chemicalId" UUID NOT NULL,
    "countryAlpha2" CHAR(2) NOT NULL,
    "storageClass" TEXT,
    "waterHazardClass" TEXT,

    CONSTRAINT "ChemicalCountryData_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SafetyDataSheet" (
    "id" UUID NOT NULL,
    "countryDataId" UUID NOT NULL,
    "fileId" UUID NOT NULL,
    "language" VARCHAR(2) NOT NULL,
    "lastRevisionDate" DATE NOT NULL,

    CONSTRAINT "SafetyDataSheet_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Chemical_tradeName_id_idx" ON "Chemical"("tradeName", "id");

-- CreateIndex
CREATE INDEX "Chemical_dangerCode_id_idx" ON "Chemical"("dangerCode", "id");

-- CreateIndex
CREATE INDEX "Chemical_lastModifiedDate_id_idx" ON "Chemical"("lastModifiedDate", "id");

-- CreateIndex
CREATE INDEX "ChemicalSupply_chemicalId_sortOrder_idx" ON "ChemicalSupply"("chemicalId", "sortOrder");

-- CreateIndex
CREATE INDEX "ChemicalSupply_supplierId_idx" ON "ChemicalSupply"("supplierId");

-- CreateIndex
CREATE INDEX "ChemicalSubstance_substanceId_idx" ON "ChemicalSubstance"("substanceId");

-- CreateIndex
CREATE UNIQUE INDEX "ChemicalSubstance_chemicalId_substanceId_key" ON "ChemicalSubstance"("chemicalId", "substanceId");

-- CreateIndex
CREATE UNIQUE INDEX "ChemicalCountryData_chemicalId_countryAlpha2_key" ON "ChemicalCountryData"("chemicalId", "countryAlpha2");

-- CreateIndex
CREATE INDEX "SafetyDataSheet_countryDataId_idx" ON "SafetyDataSheet"("countryDataId");

-- CreateIndex
CREATE INDEX "SafetyDataSheet_fileId_idx" ON "SafetyDataSheet"("fileId");

-- AddForeignKey
ALTER TABLE "Chemical" ADD CONSTRAINT "Chemical_producerId_fkey" FOREIGN KEY ("producerId") REFERENCES "Stakeholder"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChemicalSupply" ADD CONSTRAINT "ChemicalSupply_chemicalId_fkey" FOREIGN KEY ("chemicalId") REFERENCES "Chemical"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChemicalSupply" ADD CONSTRAINT "ChemicalSupply_supplierId_fkey" FOREIGN KEY ("supplierId") REFERENCES "Stakeholder"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChemicalSubstance" ADD CONSTRAINT "ChemicalSubstance_chemicalId_fkey" FOREIGN KEY ("chemicalId") REFERENCES "Chemical"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChemicalSubstance" ADD CONSTRAINT "ChemicalSubstance_substanceId_fkey" FOREIGN KEY ("substanceId") REFERENCES "Substance"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChemicalCountryData" ADD CONSTRAINT "ChemicalCountryData_chemicalId_fkey" FOREIGN KEY ("chemicalId") REFERENCES "Chemical"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChemicalCountryData" ADD CONSTRAINT "ChemicalCountryData_storageClass_fkey" FOREIGN KEY ("storageClass") REFERENCES "StorageClass"("code") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChemicalCountryData" ADD CONSTRAINT "ChemicalCountryData_waterHazardClass_fkey" FOREIGN KEY ("waterHazardClass") REFERENCES "WaterHazardClass"("code") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SafetyDataSheet" ADD CONSTRAINT "SafetyDataSheet_countryDataId_fkey" FOREIGN KEY ("countryDataId") REFERENCES "ChemicalCountryData"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SafetyDataSheet" ADD CONSTRAINT "SafetyDataSheet_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The audit trail (see migration audit_trail). The product catalogue belongs to no organization.
CREATE TRIGGER "Chemical_audit" AFTER INSERT OR UPDATE OR DELETE ON "Chemical"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('chemical', 'self');
