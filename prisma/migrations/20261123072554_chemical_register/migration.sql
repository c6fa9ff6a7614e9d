-- CreateEnum
CREATE TYPE "SubstitutionOutcome" AS ENUM ('INVESTIGATE', 'KEEP', 'SUBSTITUTE', 'PHASE_OUT');

-- CreateTable
CREATE TABLE "ChemicalAssociation" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "chemicalId" UUID NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "dangerCode" "DangerCode" NOT NULL DEFAULT 'GREEN',
    "supplierId" UUID,
    "countryAlpha2" CHAR(2) NOT NULL,
    "purpose" TEXT,
    "amount" DECIMAL(14,3),
    "amountUnit" TEXT,
    "instructionUse" TEXT,
    "instructionProtection" TEXT,
    "instructionFirstAid" TEXT,
    "instructionSpills" TEXT,
    "instructionDisposal" TEXT,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "archivedDate" TIMESTAMPTZ(3),

    CONSTRAINT "ChemicalAssociation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChemicalSubstitutionDecision" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "associationId" UUID NOT NULL,
    "outcome" "SubstitutionOutcome" NOT NULL,
    "decidedOn" DATE NOT NULL,
    "note" TEXT,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ChemicalSubstitutionDecision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_ChemicalUseAreas" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_ChemicalUseAreas_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_ChemicalStorageAreas" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_ChemicalStorageAreas_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateIndex
CREATE INDEX "ChemicalAssociation_organizationId_name_id_idx" ON "ChemicalAssociation"("organizationId", "name", "id");

-- CreateIndex
CREATE INDEX "ChemicalAssociation_organizationId_dangerCode_id_idx" ON "ChemicalAssociation"("organizationId", "dangerCode", "id");

-- CreateIndex
CREATE INDEX "ChemicalAssociation_organizationId_createdDate_id_idx" ON "ChemicalAssociation"("organizationId", "createdDate", "id");

-- CreateIndex
CREATE INDEX "ChemicalAssociation_organizationId_lastModifiedDate_id_idx" ON "ChemicalAssociation"("organizationId", "lastModifiedDate", "id");

-- CreateIndex
CREATE INDEX "ChemicalAssociation_chemicalId_idx" ON "ChemicalAssociation"("chemicalId");

-- CreateIndex
CREATE INDEX "ChemicalAssociation_supplierId_idx" ON "ChemicalAssociation"("supplierId");

-- CreateIndex
CREATE INDEX "ChemicalSubstitutionDecision_associationId_decidedOn_idx" ON "ChemicalSubstitutionDecision"("associationId", "decidedOn");

-- CreateIndex
CREATE INDEX "ChemicalSubstitutionDecision_organizationId_idx" ON "ChemicalSubstitutionDecision"("organizationId");

-- CreateIndex
CREATE INDEX "_ChemicalUseAreas_B_index" ON "_ChemicalUseAreas"("B");

-- CreateIndex
CREATE INDEX "_ChemicalStorageAreas_B_index" ON "_ChemicalStorageAreas"("B");

-- AddForeignKey
ALTER TABLE "ChemicalAssociation" ADD CONSTRAINT "ChemicalAssociation_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChemicalAssociation" ADD CONSTRAINT "ChemicalAssociation_chemicalId_fkey" FOREIGN KEY ("chemicalId") REFERENCES "Chemical"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChemicalAssociation" ADD CONSTRAINT "ChemicalAssociation_supplierId_fkey" FOREIGN KEY ("supplierId") REFERENCES "Stakeholder"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChemicalSubstitutionDecision" ADD CONSTRAINT "ChemicalSubstitutionDecision_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChemicalSubstitutionDecision" ADD CONSTRAINT "ChemicalSubstitutionDecision_associationId_fkey" FOREIGN KEY ("associationId") REFERENCES "ChemicalAssociation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ChemicalUseAreas" ADD CONSTRAINT "_ChemicalUseAreas_A_fkey" FOREIGN KEY ("A") REFERENCES "Area"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ChemicalUseAreas" ADD CONSTRAINT "_ChemicalUseAreas_B_fkey" FOREIGN KEY ("B") REFERENCES "ChemicalAssociation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ChemicalStorageAreas" ADD CONSTRAINT "_ChemicalStorageAreas_A_fkey" FOREIGN KEY ("A") REFERENCES "Area"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ChemicalStorageAreas" ADD CONSTRAINT "_ChemicalStorageAreas_B_fkey" FOREIGN KEY ("B") REFERENCES "ChemicalAssociation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Copied sort keys (see migration list_sort_keys): the register sorts by the product's trade name
-- and danger code, which live in the catalogue.
CREATE FUNCTION "chemical_association_copy_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT c."tradeName", c."dangerCode" INTO NEW."name", NEW."dangerCode" FROM "Chemical" c WHERE c."id" = NEW."chemicalId";
  RETURN NEW;
END
$$;

CREATE TRIGGER "ChemicalAssociation_copy_product" BEFORE INSERT OR UPDATE OF "chemicalId", "name", "dangerCode"
  ON "ChemicalAssociation" FOR EACH ROW EXECUTE FUNCTION "chemical_association_copy_product"();

CREATE FUNCTION "chemical_copy_to_associations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ChemicalAssociation" SET "name" = NEW."tradeName", "dangerCode" = NEW."dangerCode" WHERE "chemicalId" = NEW."id";
  RETURN NULL;
END
$$;

CREATE TRIGGER "Chemical_copy_to_associations" AFTER UPDATE OF "tradeName", "dangerCode" ON "Chemical"
  FOR EACH ROW WHEN (OLD."tradeName" IS DISTINCT FROM NEW."tradeName" OR OLD."dangerCode" IS DISTINCT FROM NEW."dangerCode")
  EXECUTE FUNCTION "chemical_copy_to_associations"();

-- The audit trail (see migration audit_trail): a registered chemical, its areas and its
-- substitution decisions, all in the registered chemical's history.
CREATE TRIGGER "ChemicalAssociation_audit" AFTER INSERT OR UPDATE OR DELETE ON "ChemicalAssociation"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('chemical_association', 'self');
CREATE TRIGGER "ChemicalUseArea_audit" AFTER INSERT OR DELETE ON "_ChemicalUseAreas"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('chemical_use_area', 'related', 'ChemicalAssociation.B', 'Area.A');
CREATE TRIGGER "ChemicalStorageArea_audit" AFTER INSERT OR DELETE ON "_ChemicalStorageAreas"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('chemical_storage_area', 'related', 'ChemicalAssociation.B', 'Area.A');
CREATE TRIGGER "ChemicalSubstitutionDecision_audit" AFTER INSERT OR UPDATE OR DELETE ON "ChemicalSubstitutionDecision"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('chemical_substitution_decision', 'related', 'ChemicalAssociation.associationId');
