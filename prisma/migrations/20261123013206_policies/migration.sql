-- CreateTable
CREATE TABLE "Policy" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "isoStandards" "IsoStandard"[],
    "ownerId" UUID,
    "approvedById" UUID,
    "approvedByName" TEXT,
    "approvedDate" DATE,
    "approvedRevisionId" UUID,
    "reviewRecurrence" "Frequency",
    "nextReviewDate" DATE,
    "published" BOOLEAN NOT NULL DEFAULT false,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "archivedDate" TIMESTAMPTZ(3),

    CONSTRAINT "Policy_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PolicyRevision" (
    "id" UUID NOT NULL,
    "policyId" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "isoStandards" "IsoStandard"[],
    "changeNote" TEXT,
    "authorId" UUID,
    "authorName" TEXT NOT NULL,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PolicyRevision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_PolicyToStoredFile" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_PolicyToStoredFile_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateIndex
CREATE INDEX "Policy_organizationId_title_id_idx" ON "Policy"("organizationId", "title", "id");

-- CreateIndex
CREATE INDEX "Policy_organizationId_nextReviewDate_id_idx" ON "Policy"("organizationId", "nextReviewDate", "id");

-- CreateIndex
CREATE INDEX "Policy_organizationId_approvedDate_id_idx" ON "Policy"("organizationId", "approvedDate", "id");

-- CreateIndex
CREATE INDEX "Policy_organizationId_lastModifiedDate_id_idx" ON "Policy"("organizationId", "lastModifiedDate", "id");

-- CreateIndex
CREATE INDEX "PolicyRevision_policyId_version_id_idx" ON "PolicyRevision"("policyId", "version", "id");

-- CreateIndex
CREATE INDEX "PolicyRevision_policyId_createdDate_id_idx" ON "PolicyRevision"("policyId", "createdDate", "id");

-- CreateIndex
CREATE UNIQUE INDEX "PolicyRevision_policyId_version_key" ON "PolicyRevision"("policyId", "version");

-- CreateIndex
CREATE INDEX "_PolicyToStoredFile_B_index" ON "_PolicyToStoredFile"("B");

-- AddForeignKey
ALTER TABLE "Policy" ADD CONSTRAINT "Policy_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Policy" ADD CONSTRAINT "Policy_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "Membership"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Policy" ADD CONSTRAINT "Policy_approvedById_fkey" FOREIGN KEY ("approvedById") REFERENCES "Membership"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PolicyRevision" ADD CONSTRAINT "PolicyRevision_policyId_fkey" FOREIGN KEY ("policyId") REFERENCES "Policy"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_PolicyToStoredFile" ADD CONSTRAINT "_PolicyToStoredFile_A_fkey" FOREIGN KEY ("A") REFERENCES "Policy"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_PolicyToStoredFile" ADD CONSTRAINT "_PolicyToStoredFile_B_fkey" FOREIGN KEY ("B") REFERENCES "StoredFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The audit trail (see migration audit_trail). A revision is itself the record of a change and
-- never changes, and the policy's own entry names the same change, so revisions have no trigger.
CREATE TRIGGER "Policy_audit" AFTER INSERT OR UPDATE OR DELETE ON "Policy"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('policy', 'self');
CREATE TRIGGER "PolicyFile_audit" AFTER INSERT OR DELETE ON "_PolicyToStoredFile"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('policy_file', 'related', 'Policy.A', 'StoredFile.B');
