-- DropIndex
DROP INDEX "WasteRegistrationLine_arrangementId_idx";

-- AlterTable
ALTER TABLE "WasteHandlerAssociation" ADD COLUMN     "importMapping" JSONB;

-- CreateIndex
CREATE INDEX "WasteRegistrationLine_arrangementId_performedAt_idx" ON "WasteRegistrationLine"("arrangementId", "performedAt");
