-- AlterTable
ALTER TABLE "ChemicalAssociation" ADD COLUMN     "responsibleId" UUID;

-- CreateIndex
CREATE INDEX "ChemicalAssociation_responsibleId_idx" ON "ChemicalAssociation"("responsibleId");

-- AddForeignKey
ALTER TABLE "ChemicalAssociation" ADD CONSTRAINT "ChemicalAssociation_responsibleId_fkey" FOREIGN KEY ("responsibleId") REFERENCES "Membership"("id") ON DELETE SET NULL ON UPDATE CASCADE;
