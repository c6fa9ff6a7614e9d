-- A member's acquisitions of a competence (CompetenceAcquisition), each with its certificate: the
-- requirement's lastAcquisitionDate was overwritten by the next acquisition, and held no certificate.

-- CreateTable
CREATE TABLE "CompetenceAcquisition" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "membershipId" UUID NOT NULL,
    "competenceId" UUID NOT NULL,
    "acquiredOn" DATE NOT NULL,
    "note" TEXT,
    "recordedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "recordedById" UUID,
    "recordedByName" TEXT,

    CONSTRAINT "CompetenceAcquisition_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "CompetenceAcquisition_note_length" CHECK (char_length("note") <= 4000)
);

-- CreateTable
CREATE TABLE "_CompetenceAcquisitionToStoredFile" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_CompetenceAcquisitionToStoredFile_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateIndex
CREATE INDEX "CompetenceAcquisition_membershipId_competenceId_acquiredOn__idx" ON "CompetenceAcquisition"("membershipId", "competenceId", "acquiredOn", "id");

-- CreateIndex
CREATE INDEX "CompetenceAcquisition_competenceId_idx" ON "CompetenceAcquisition"("competenceId");

-- CreateIndex
CREATE INDEX "CompetenceAcquisition_organizationId_idx" ON "CompetenceAcquisition"("organizationId");

-- CreateIndex
CREATE INDEX "_CompetenceAcquisitionToStoredFile_B_index" ON "_CompetenceAcquisitionToStoredFile"("B");

-- AddForeignKey
ALTER TABLE "CompetenceAcquisition" ADD CONSTRAINT "CompetenceAcquisition_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompetenceAcquisition" ADD CONSTRAINT "CompetenceAcquisition_membershipId_fkey" FOREIGN KEY ("membershipId") REFERENCES "Membership"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompetenceAcquisition" ADD CONSTRAINT "CompetenceAcquisition_competenceId_fkey" FOREIGN KEY ("competenceId") REFERENCES "Competence"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_CompetenceAcquisitionToStoredFile" ADD CONSTRAINT "_CompetenceAcquisitionToStoredFile_A_fkey" FOREIGN KEY ("A") REFERENCES "CompetenceAcquisition"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_CompetenceAcquisitionToStoredFile" ADD CONSTRAINT "_CompetenceAcquisitionToStoredFile_B_fkey" FOREIGN KEY ("B") REFERENCES "StoredFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Moving the data is no change of anyone's records: the audit trail keeps what it recorded of the
-- requirements and records nothing of the move (the setting ends with this migration's transaction).
SELECT set_config('ehs.audit', 'off', true);

-- Each requirement's last acquisition becomes its first acquisition record, recorded when the
-- requirement was last changed and by nobody the product can name (no certificate was kept).
INSERT INTO "CompetenceAcquisition" ("id", "organizationId", "membershipId", "competenceId", "acquiredOn", "recordedAt")
SELECT gen_random_uuid(), m."organizationId", r."membershipId", r."competenceId", r."lastAcquisitionDate", r."lastModifiedDate"
FROM "CompetenceRequirement" r JOIN "Membership" m ON m."id" = r."membershipId"
WHERE r."lastAcquisitionDate" IS NOT NULL;

SELECT set_config('ehs.audit', 'on', true);

-- The audit trail (see migration audit_trail): an acquisition is the member's and the competence's,
-- so both histories show it; its certificate files are entries related to the acquisition and the file.
CREATE TRIGGER "CompetenceAcquisition_audit" AFTER INSERT OR UPDATE OR DELETE ON "CompetenceAcquisition"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('competence_acquisition', 'self', 'Membership.membershipId', 'Competence.competenceId');
CREATE TRIGGER "CompetenceAcquisitionFile_audit" AFTER INSERT OR DELETE ON "_CompetenceAcquisitionToStoredFile"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('competence_acquisition_file', 'related', 'CompetenceAcquisition.A', 'StoredFile.B');
