-- An organization's own safety data sheets for the products in its chemical register
-- (OwnSafetyDataSheet): the register counts a sheet's age from the newest the organization or the
-- catalogue holds for the country of use.

-- CreateTable
CREATE TABLE "OwnSafetyDataSheet" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "associationId" UUID NOT NULL,
    "fileId" UUID NOT NULL,
    "language" VARCHAR(2) NOT NULL,
    "countryAlpha2" CHAR(2) NOT NULL,
    "lastRevisionDate" DATE NOT NULL,
    "recordedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "recordedById" UUID,
    "recordedByName" TEXT,

    CONSTRAINT "OwnSafetyDataSheet_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "OwnSafetyDataSheet_language_code" CHECK ("language" ~ '^[a-z]{2}$'),
    CONSTRAINT "OwnSafetyDataSheet_country_code" CHECK ("countryAlpha2" ~ '^[A-Z]{2}$')
);

-- CreateIndex
CREATE INDEX "OwnSafetyDataSheet_associationId_countryAlpha2_lastRevision_idx" ON "OwnSafetyDataSheet"("associationId", "countryAlpha2", "lastRevisionDate");

-- CreateIndex
CREATE INDEX "OwnSafetyDataSheet_organizationId_idx" ON "OwnSafetyDataSheet"("organizationId");

-- CreateIndex
CREATE INDEX "OwnSafetyDataSheet_fileId_idx" ON "OwnSafetyDataSheet"("fileId");

-- AddForeignKey
ALTER TABLE "OwnSafetyDataSheet" ADD CONSTRAINT "OwnSafetyDataSheet_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OwnSafetyDataSheet" ADD CONSTRAINT "OwnSafetyDataSheet_associationId_fkey" FOREIGN KEY ("associationId") REFERENCES "ChemicalAssociation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OwnSafetyDataSheet" ADD CONSTRAINT "OwnSafetyDataSheet_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The audit trail (see migration audit_trail): a sheet is the registered chemical's, so its
-- history shows it, named by the product and the file.
CREATE TRIGGER "OwnSafetyDataSheet_audit" AFTER INSERT OR UPDATE OR DELETE ON "OwnSafetyDataSheet"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('own_safety_data_sheet', 'self', 'ChemicalAssociation.associationId', 'StoredFile.fileId');
