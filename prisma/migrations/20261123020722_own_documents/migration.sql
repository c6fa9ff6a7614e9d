-- CreateEnum
CREATE TYPE "OwnDocumentCategory" AS ENUM ('MANUAL', 'PLAN', 'INSTRUCTION', 'FORM', 'RECORD', 'REPORT', 'CERTIFICATE', 'OTHER');

-- CreateTable
CREATE TABLE "OwnDocument" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "category" "OwnDocumentCategory" NOT NULL,
    "description" TEXT,
    "ownerId" UUID,
    "versionLabel" TEXT,
    "validFrom" DATE,
    "reviewRecurrence" "Frequency",
    "nextReviewDate" DATE,
    "isoStandards" "IsoStandard"[],
    "isoClause" TEXT,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "archivedDate" TIMESTAMPTZ(3),

    CONSTRAINT "OwnDocument_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_OwnDocumentToStoredFile" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_OwnDocumentToStoredFile_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateIndex
CREATE INDEX "OwnDocument_organizationId_title_id_idx" ON "OwnDocument"("organizationId", "title", "id");

-- CreateIndex
CREATE INDEX "OwnDocument_organizationId_category_id_idx" ON "OwnDocument"("organizationId", "category", "id");

-- CreateIndex
CREATE INDEX "OwnDocument_organizationId_validFrom_id_idx" ON "OwnDocument"("organizationId", "validFrom", "id");

-- CreateIndex
CREATE INDEX "OwnDocument_organizationId_nextReviewDate_id_idx" ON "OwnDocument"("organizationId", "nextReviewDate", "id");

-- CreateIndex
CREATE INDEX "OwnDocument_organizationId_lastModifiedDate_id_idx" ON "OwnDocument"("organizationId", "lastModifiedDate", "id");

-- CreateIndex
CREATE INDEX "_OwnDocumentToStoredFile_B_index" ON "_OwnDocumentToStoredFile"("B");

-- AddForeignKey
ALTER TABLE "OwnDocument" ADD CONSTRAINT "OwnDocument_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OwnDocument" ADD CONSTRAINT "OwnDocument_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "Membership"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_OwnDocumentToStoredFile" ADD CONSTRAINT "_OwnDocumentToStoredFile_A_fkey" FOREIGN KEY ("A") REFERENCES "OwnDocument"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_OwnDocumentToStoredFile" ADD CONSTRAINT "_OwnDocumentToStoredFile_B_fkey" FOREIGN KEY ("B") REFERENCES "StoredFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The audit trail (see migration audit_trail): the document's own changes and its files.
CREATE TRIGGER "OwnDocument_audit" AFTER INSERT OR UPDATE OR DELETE ON "OwnDocument"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('own_document', 'self');
CREATE TRIGGER "OwnDocumentFile_audit" AFTER INSERT OR DELETE ON "_OwnDocumentToStoredFile"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('own_document_file', 'related', 'OwnDocument.A', 'StoredFile.B');
