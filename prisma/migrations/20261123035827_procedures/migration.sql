-- CreateEnum
CREATE TYPE "ProcedureCategory" AS ENUM ('CHEMICALS', 'WASTE', 'INCIDENTS', 'ENERGY', 'EMERGENCY', 'OTHER');

-- CreateTable
CREATE TABLE "ProcedureTemplate" (
    "id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "titleEn" TEXT,
    "contentEn" TEXT,
    "titleDa" TEXT,
    "contentDa" TEXT,
    "category" "ProcedureCategory" NOT NULL,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProcedureTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Procedure" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "titleEn" TEXT,
    "contentEn" TEXT,
    "titleDa" TEXT,
    "contentDa" TEXT,
    "isoStandards" "IsoStandard"[],
    "isoClause" TEXT,
    "ownerId" UUID,
    "reviewRecurrence" "Frequency",
    "nextReviewDate" DATE,
    "published" BOOLEAN NOT NULL DEFAULT false,
    "templateId" UUID,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "archivedDate" TIMESTAMPTZ(3),

    CONSTRAINT "Procedure_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProcedureRevision" (
    "id" UUID NOT NULL,
    "procedureId" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "titleEn" TEXT,
    "contentEn" TEXT,
    "titleDa" TEXT,
    "contentDa" TEXT,
    "changeNote" TEXT,
    "authorId" UUID,
    "authorName" TEXT NOT NULL,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProcedureRevision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_ProcedureToStoredFile" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_ProcedureToStoredFile_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateIndex
CREATE INDEX "ProcedureTemplate_title_id_idx" ON "ProcedureTemplate"("title", "id");

-- CreateIndex
CREATE INDEX "ProcedureTemplate_category_id_idx" ON "ProcedureTemplate"("category", "id");

-- CreateIndex
CREATE INDEX "ProcedureTemplate_lastModifiedDate_id_idx" ON "ProcedureTemplate"("lastModifiedDate", "id");

-- CreateIndex
CREATE INDEX "Procedure_organizationId_title_id_idx" ON "Procedure"("organizationId", "title", "id");

-- CreateIndex
CREATE INDEX "Procedure_organizationId_nextReviewDate_id_idx" ON "Procedure"("organizationId", "nextReviewDate", "id");

-- CreateIndex
CREATE INDEX "Procedure_organizationId_lastModifiedDate_id_idx" ON "Procedure"("organizationId", "lastModifiedDate", "id");

-- CreateIndex
CREATE INDEX "ProcedureRevision_procedureId_version_id_idx" ON "ProcedureRevision"("procedureId", "version", "id");

-- CreateIndex
CREATE INDEX "ProcedureRevision_procedureId_createdDate_id_idx" ON "ProcedureRevision"("procedureId", "createdDate", "id");

-- CreateIndex
CREATE UNIQUE INDEX "ProcedureRevision_procedureId_version_key" ON "ProcedureRevision"("procedureId", "version");

-- CreateIndex
CREATE INDEX "_ProcedureToStoredFile_B_index" ON "_ProcedureToStoredFile"("B");

-- AddForeignKey
ALTER TABLE "Procedure" ADD CONSTRAINT "Procedure_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Procedure" ADD CONSTRAINT "Procedure_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "Membership"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Procedure" ADD CONSTRAINT "Procedure_templateId_fkey" FOREIGN KEY ("templateId") REFERENCES "ProcedureTemplate"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProcedureRevision" ADD CONSTRAINT "ProcedureRevision_procedureId_fkey" FOREIGN KEY ("procedureId") REFERENCES "Procedure"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ProcedureToStoredFile" ADD CONSTRAINT "_ProcedureToStoredFile_A_fkey" FOREIGN KEY ("A") REFERENCES "Procedure"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ProcedureToStoredFile" ADD CONSTRAINT "_ProcedureToStoredFile_B_fkey" FOREIGN KEY ("B") REFERENCES "StoredFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The audit trail (see migration audit_trail). Revisions are themselves the record of a change and
-- never change, like policies' revisions. Templates belong to no organization.
CREATE TRIGGER "Procedure_audit" AFTER INSERT OR UPDATE OR DELETE ON "Procedure"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('procedure', 'self');
CREATE TRIGGER "ProcedureFile_audit" AFTER INSERT OR DELETE ON "_ProcedureToStoredFile"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('procedure_file', 'related', 'Procedure.A', 'StoredFile.B');
