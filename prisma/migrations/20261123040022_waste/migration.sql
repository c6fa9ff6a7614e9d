-- CreateEnum
CREATE TYPE "TreatmentKind" AS ENUM ('R', 'D');

-- CreateEnum
CREATE TYPE "TreatmentGroup" AS ENUM ('RECYCLING', 'OTHER_RECOVERY', 'DISPOSAL');

-- CreateEnum
CREATE TYPE "WasteUnit" AS ENUM ('TONNE', 'KILOGRAM', 'CUBIC_METRE', 'LITRE', 'PIECE');

-- CreateEnum
CREATE TYPE "ContainerKind" AS ENUM ('BIN', 'CONTAINER', 'ROLL_OFF', 'COMPACTOR', 'BALER', 'TANK', 'DRUM', 'BAG', 'PALLET', 'OTHER');

-- CreateTable
CREATE TABLE "WasteType" (
    "id" UUID NOT NULL,
    "code" TEXT NOT NULL,
    "chapter" CHAR(2) NOT NULL,
    "hazardous" BOOLEAN NOT NULL,
    "nameEn" TEXT NOT NULL,
    "nameDa" TEXT,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WasteType_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WasteTypeSynonym" (
    "id" UUID NOT NULL,
    "wasteTypeId" UUID NOT NULL,
    "language" "Language" NOT NULL,
    "text" TEXT NOT NULL,

    CONSTRAINT "WasteTypeSynonym_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TreatmentOperation" (
    "code" TEXT NOT NULL,
    "kind" "TreatmentKind" NOT NULL,
    "group" "TreatmentGroup" NOT NULL,
    "titleEn" TEXT NOT NULL,
    "titleDa" TEXT,
    "sortOrder" INTEGER NOT NULL,

    CONSTRAINT "TreatmentOperation_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "WasteHandlerAssociation" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "stakeholderId" UUID NOT NULL,
    "stakeholderName" TEXT NOT NULL DEFAULT '',
    "approvalNumber" TEXT,
    "contactName" TEXT,
    "contactEmail" TEXT,
    "contactPhone" TEXT,
    "notes" TEXT,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "archivedDate" TIMESTAMPTZ(3),

    CONSTRAINT "WasteHandlerAssociation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WasteArrangement" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "associationId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "wasteTypeId" UUID NOT NULL,
    "containerKind" "ContainerKind",
    "containerSize" TEXT,
    "collectionFrequency" "Frequency",
    "treatmentCode" TEXT NOT NULL,
    "areaId" UUID,
    "registrationUnit" "WasteUnit" NOT NULL,
    "densityKgPerM3" DECIMAL(12,3),
    "kgPerPiece" DECIMAL(12,3),
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "archivedDate" TIMESTAMPTZ(3),

    CONSTRAINT "WasteArrangement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WasteBulkRegistration" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "associationId" UUID NOT NULL,
    "performedAt" DATE NOT NULL,
    "periodFrom" DATE,
    "note" TEXT,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WasteBulkRegistration_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WasteRegistrationLine" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "bulkRegistrationId" UUID NOT NULL,
    "arrangementId" UUID NOT NULL,
    "performedAt" DATE NOT NULL,
    "quantity" DECIMAL(14,3) NOT NULL,

    CONSTRAINT "WasteRegistrationLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_WasteHandlerFiles" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_WasteHandlerFiles_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_WasteRegistrationFiles" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_WasteRegistrationFiles_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateIndex
CREATE UNIQUE INDEX "WasteType_code_key" ON "WasteType"("code");

-- CreateIndex
CREATE INDEX "WasteType_chapter_code_idx" ON "WasteType"("chapter", "code");

-- CreateIndex
CREATE INDEX "WasteType_hazardous_code_idx" ON "WasteType"("hazardous", "code");

-- CreateIndex
CREATE INDEX "WasteType_nameEn_id_idx" ON "WasteType"("nameEn", "id");

-- CreateIndex
CREATE INDEX "WasteType_lastModifiedDate_id_idx" ON "WasteType"("lastModifiedDate", "id");

-- CreateIndex
CREATE UNIQUE INDEX "WasteTypeSynonym_wasteTypeId_language_text_key" ON "WasteTypeSynonym"("wasteTypeId", "language", "text");

-- CreateIndex
CREATE INDEX "WasteHandlerAssociation_organizationId_stakeholderName_id_idx" ON "WasteHandlerAssociation"("organizationId", "stakeholderName", "id");

-- CreateIndex
CREATE INDEX "WasteHandlerAssociation_organizationId_approvalNumber_id_idx" ON "WasteHandlerAssociation"("organizationId", "approvalNumber", "id");

-- CreateIndex
CREATE INDEX "WasteHandlerAssociation_organizationId_lastModifiedDate_id_idx" ON "WasteHandlerAssociation"("organizationId", "lastModifiedDate", "id");

-- CreateIndex
CREATE UNIQUE INDEX "WasteHandlerAssociation_organizationId_stakeholderId_key" ON "WasteHandlerAssociation"("organizationId", "stakeholderId");

-- CreateIndex
CREATE INDEX "WasteArrangement_associationId_name_idx" ON "WasteArrangement"("associationId", "name");

-- CreateIndex
CREATE INDEX "WasteArrangement_organizationId_wasteTypeId_idx" ON "WasteArrangement"("organizationId", "wasteTypeId");

-- CreateIndex
CREATE INDEX "WasteBulkRegistration_associationId_performedAt_id_idx" ON "WasteBulkRegistration"("associationId", "performedAt", "id");

-- CreateIndex
CREATE INDEX "WasteBulkRegistration_organizationId_performedAt_idx" ON "WasteBulkRegistration"("organizationId", "performedAt");

-- CreateIndex
CREATE INDEX "WasteRegistrationLine_organizationId_performedAt_idx" ON "WasteRegistrationLine"("organizationId", "performedAt");

-- CreateIndex
CREATE INDEX "WasteRegistrationLine_arrangementId_idx" ON "WasteRegistrationLine"("arrangementId");

-- CreateIndex
CREATE UNIQUE INDEX "WasteRegistrationLine_bulkRegistrationId_arrangementId_key" ON "WasteRegistrationLine"("bulkRegistrationId", "arrangementId");

-- CreateIndex
CREATE INDEX "_WasteHandlerFiles_B_index" ON "_WasteHandlerFiles"("B");

-- CreateIndex
CREATE INDEX "_WasteRegistrationFiles_B_index" ON "_WasteRegistrationFiles"("B");

-- AddForeignKey
ALTER TABLE "WasteTypeSynonym" ADD CONSTRAINT "WasteTypeSynonym_wasteTypeId_fkey" FOREIGN KEY ("wasteTypeId") REFERENCES "WasteType"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WasteHandlerAssociation" ADD CONSTRAINT "WasteHandlerAssociation_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WasteHandlerAssociation" ADD CONSTRAINT "WasteHandlerAssociation_stakeholderId_fkey" FOREIGN KEY ("stakeholderId") REFERENCES "Stakeholder"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WasteArrangement" ADD CONSTRAINT "WasteArrangement_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WasteArrangement" ADD CONSTRAINT "WasteArrangement_associationId_fkey" FOREIGN KEY ("associationId") REFERENCES "WasteHandlerAssociation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WasteArrangement" ADD CONSTRAINT "WasteArrangement_wasteTypeId_fkey" FOREIGN KEY ("wasteTypeId") REFERENCES "WasteType"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WasteArrangement" ADD CONSTRAINT "WasteArrangement_treatmentCode_fkey" FOREIGN KEY ("treatmentCode") REFERENCES "TreatmentOperation"("code") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WasteArrangement" ADD CONSTRAINT "WasteArrangement_areaId_fkey" FOREIGN KEY ("areaId") REFERENCES "Area"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WasteBulkRegistration" ADD CONSTRAINT "WasteBulkRegistration_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WasteBulkRegistration" ADD CONSTRAINT "WasteBulkRegistration_associationId_fkey" FOREIGN KEY ("associationId") REFERENCES "WasteHandlerAssociation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WasteRegistrationLine" ADD CONSTRAINT "WasteRegistrationLine_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WasteRegistrationLine" ADD CONSTRAINT "WasteRegistrationLine_bulkRegistrationId_fkey" FOREIGN KEY ("bulkRegistrationId") REFERENCES "WasteBulkRegistration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WasteRegistrationLine" ADD CONSTRAINT "WasteRegistrationLine_arrangementId_fkey" FOREIGN KEY ("arrangementId") REFERENCES "WasteArrangement"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_WasteHandlerFiles" ADD CONSTRAINT "_WasteHandlerFiles_A_fkey" FOREIGN KEY ("A") REFERENCES "StoredFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_WasteHandlerFiles" ADD CONSTRAINT "_WasteHandlerFiles_B_fkey" FOREIGN KEY ("B") REFERENCES "WasteHandlerAssociation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_WasteRegistrationFiles" ADD CONSTRAINT "_WasteRegistrationFiles_A_fkey" FOREIGN KEY ("A") REFERENCES "StoredFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_WasteRegistrationFiles" ADD CONSTRAINT "_WasteRegistrationFiles_B_fkey" FOREIGN KEY ("B") REFERENCES "WasteBulkRegistration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The handler's name, copied for the list's sort index (see migration list_sort_keys): filled on
-- insert by the stakeholder associations' own function, and followed on every rename.
CREATE TRIGGER "WasteHandlerAssociation_copy_stakeholder" BEFORE INSERT OR UPDATE OF "stakeholderId", "stakeholderName"
  ON "WasteHandlerAssociation" FOR EACH ROW EXECUTE FUNCTION "association_copy_stakeholder"();

CREATE FUNCTION "stakeholder_copy_to_waste_handlers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "WasteHandlerAssociation" SET "stakeholderName" = NEW."name" WHERE "stakeholderId" = NEW."id";
  RETURN NULL;
END
$$;

CREATE TRIGGER "Stakeholder_copy_to_waste_handlers" AFTER UPDATE OF "name" ON "Stakeholder"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
  EXECUTE FUNCTION "stakeholder_copy_to_waste_handlers"();

-- The audit trail (see migration audit_trail): handlers, their files, arrangements, registrations
-- and their files and lines. The catalogue (waste types, synonyms, operations) belongs to no
-- organization and is not part of an organization's trail.
CREATE TRIGGER "WasteHandlerAssociation_audit" AFTER INSERT OR UPDATE OR DELETE ON "WasteHandlerAssociation"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('waste_handler', 'self');
CREATE TRIGGER "WasteHandlerFile_audit" AFTER INSERT OR DELETE ON "_WasteHandlerFiles"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('waste_handler_file', 'related', 'WasteHandlerAssociation.B', 'StoredFile.A');
CREATE TRIGGER "WasteArrangement_audit" AFTER INSERT OR UPDATE OR DELETE ON "WasteArrangement"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('waste_arrangement', 'self', 'WasteHandlerAssociation.associationId');
CREATE TRIGGER "WasteBulkRegistration_audit" AFTER INSERT OR UPDATE OR DELETE ON "WasteBulkRegistration"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('waste_registration', 'self', 'WasteHandlerAssociation.associationId');
CREATE TRIGGER "WasteRegistrationLine_audit" AFTER INSERT OR UPDATE OR DELETE ON "WasteRegistrationLine"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('waste_registration_line', 'self', 'WasteBulkRegistration.bulkRegistrationId', 'WasteArrangement.arrangementId');
CREATE TRIGGER "WasteRegistrationFile_audit" AFTER INSERT OR DELETE ON "_WasteRegistrationFiles"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('waste_registration_file', 'related', 'WasteBulkRegistration.B', 'StoredFile.A');
