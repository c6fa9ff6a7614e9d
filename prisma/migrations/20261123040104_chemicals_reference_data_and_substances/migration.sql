-- CreateEnum
CREATE TYPE "StatementKind" AS ENUM ('H', 'EUH', 'P');

-- CreateTable
CREATE TABLE "HazardStatement" (
    "code" TEXT NOT NULL,
    "kind" "StatementKind" NOT NULL,
    "textEn" TEXT NOT NULL,
    "textDa" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL,

    CONSTRAINT "HazardStatement_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "GhsPictogram" (
    "code" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "symbolEn" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL,

    CONSTRAINT "GhsPictogram_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "AnnexViEntry" (
    "id" UUID NOT NULL,
    "indexNo" TEXT NOT NULL,
    "chemicalName" TEXT NOT NULL,
    "ecNo" TEXT NOT NULL,
    "casNo" TEXT NOT NULL,
    "ecNumbers" TEXT[],
    "casNumbers" TEXT[],
    "hazardClassCategories" TEXT[],
    "hazardStatements" TEXT[],
    "pictograms" TEXT[],
    "signalWord" TEXT,
    "labellingHazardStatements" TEXT[],
    "supplementaryHazardStatements" TEXT[],
    "sclMFactorsAte" TEXT[],
    "notes" TEXT[],
    "atp" TEXT NOT NULL,
    "celex" TEXT NOT NULL,
    "inApplicationFrom" DATE NOT NULL,

    CONSTRAINT "AnnexViEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SvhcListing" (
    "id" UUID NOT NULL,
    "substanceName" TEXT NOT NULL,
    "description" TEXT,
    "ecNo" TEXT,
    "casNo" TEXT,
    "reasons" TEXT[],
    "dateOfInclusion" DATE NOT NULL,
    "decisionUrl" TEXT NOT NULL,
    "remarks" TEXT,
    "sortOrder" INTEGER NOT NULL,

    CONSTRAINT "SvhcListing_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RestrictionEntry" (
    "entryNo" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "conditionsUrl" TEXT NOT NULL,
    "legalHistory" TEXT[],
    "firstPublished" DATE NOT NULL,
    "sortOrder" INTEGER NOT NULL,

    CONSTRAINT "RestrictionEntry_pkey" PRIMARY KEY ("entryNo")
);

-- CreateTable
CREATE TABLE "RestrictionSubstance" (
    "id" UUID NOT NULL,
    "entryNo" TEXT NOT NULL,
    "substanceName" TEXT NOT NULL,
    "description" TEXT,
    "ecNo" TEXT,
    "casNo" TEXT,
    "appendices" TEXT[],
    "standards" TEXT[],
    "remarks" TEXT,
    "sortOrder" INTEGER NOT NULL,

    CONSTRAINT "RestrictionSubstance_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DangerousGood" (
    "id" UUID NOT NULL,
    "unNumber" TEXT NOT NULL,
    "properShippingName" TEXT NOT NULL,
    "hazardClass" TEXT NOT NULL,
    "classificationCode" TEXT,
    "packingGroup" TEXT,
    "labels" TEXT,
    "specialProvisions" TEXT,
    "limitedQuantity" TEXT,
    "exceptedQuantity" TEXT,
    "packingInstructions" TEXT,
    "tankCode" TEXT,
    "transportCategory" TEXT,
    "tunnelCode" TEXT,
    "hazardNumber" TEXT,
    "adrStatus" TEXT,
    "sortOrder" INTEGER NOT NULL,

    CONSTRAINT "DangerousGood_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StorageClass" (
    "code" TEXT NOT NULL,
    "nameDe" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL,

    CONSTRAINT "StorageClass_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "WaterHazardClass" (
    "code" TEXT NOT NULL,
    "nameDe" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "legalBasis" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL,

    CONSTRAINT "WaterHazardClass_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "Substance" (
    "id" UUID NOT NULL,
    "nameEn" TEXT NOT NULL,
    "nameDa" TEXT,
    "casNumber" TEXT,
    "ecNumber" TEXT,
    "indexNo" TEXT,
    "hazardStatements" TEXT[],
    "euHazardStatements" TEXT[],
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Substance_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "HazardStatement_kind_sortOrder_idx" ON "HazardStatement"("kind", "sortOrder");

-- CreateIndex
CREATE INDEX "AnnexViEntry_casNumbers_idx" ON "AnnexViEntry" USING GIN ("casNumbers");

-- CreateIndex
CREATE INDEX "AnnexViEntry_ecNumbers_idx" ON "AnnexViEntry" USING GIN ("ecNumbers");

-- CreateIndex
CREATE UNIQUE INDEX "AnnexViEntry_indexNo_inApplicationFrom_key" ON "AnnexViEntry"("indexNo", "inApplicationFrom");

-- CreateIndex
CREATE INDEX "SvhcListing_casNo_idx" ON "SvhcListing"("casNo");

-- CreateIndex
CREATE INDEX "SvhcListing_ecNo_idx" ON "SvhcListing"("ecNo");

-- CreateIndex
CREATE INDEX "RestrictionSubstance_casNo_idx" ON "RestrictionSubstance"("casNo");

-- CreateIndex
CREATE INDEX "RestrictionSubstance_ecNo_idx" ON "RestrictionSubstance"("ecNo");

-- CreateIndex
CREATE INDEX "RestrictionSubstance_entryNo_idx" ON "RestrictionSubstance"("entryNo");

-- CreateIndex
CREATE INDEX "DangerousGood_unNumber_id_idx" ON "DangerousGood"("unNumber", "id");

-- CreateIndex
CREATE INDEX "DangerousGood_sortOrder_id_idx" ON "DangerousGood"("sortOrder", "id");

-- CreateIndex
CREATE INDEX "DangerousGood_properShippingName_id_idx" ON "DangerousGood"("properShippingName", "id");

-- CreateIndex
CREATE INDEX "Substance_nameEn_id_idx" ON "Substance"("nameEn", "id");

-- CreateIndex
CREATE INDEX "Substance_casNumber_id_idx" ON "Substance"("casNumber", "id");

-- CreateIndex
CREATE INDEX "Substance_ecNumber_id_idx" ON "Substance"("ecNumber", "id");

-- CreateIndex
CREATE INDEX "Substance_lastModifiedDate_id_idx" ON "Substance"("lastModifiedDate", "id");

-- AddForeignKey
ALTER TABLE "RestrictionSubstance" ADD CONSTRAINT "RestrictionSubstance_entryNo_fkey" FOREIGN KEY ("entryNo") REFERENCES "RestrictionEntry"("entryNo") ON DELETE CASCADE ON UPDATE CASCADE;

-- The audit trail (see migration audit_trail). The substance catalogue belongs to no organization.
CREATE TRIGGER "Substance_audit" AFTER INSERT OR UPDATE OR DELETE ON "Substance"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('substance', 'self');
