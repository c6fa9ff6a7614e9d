-- CreateEnum
CREATE TYPE "AgreementType" AS ENUM ('COMMUNICATION', 'SERVICE_AND_INSPECTION', 'ANALYSIS', 'CALIBRATION', 'COMPLIANCE', 'REGISTRATION');

-- CreateEnum
CREATE TYPE "NextDueBasis" AS ENUM ('SCHEDULE', 'COMPLETION');

-- CreateEnum
CREATE TYPE "InspectionStatus" AS ENUM ('PENDING', 'DONE');

-- CreateEnum
CREATE TYPE "InspectionResult" AS ENUM ('PASSED', 'PASSED_WITH_REMARKS', 'FAILED');

-- CreateTable
CREATE TABLE "Machine" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "kind" TEXT,
    "manufacturer" TEXT,
    "model" TEXT,
    "serialNumber" TEXT,
    "areaId" UUID,
    "inceptionDate" DATE NOT NULL,
    "endOfUseDate" DATE,
    "responsibleId" UUID,
    "description" TEXT,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "archivedDate" TIMESTAMPTZ(3),

    CONSTRAINT "Machine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Agreement" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "type" "AgreementType" NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "responsibleId" UUID,
    "stakeholderId" UUID,
    "startsAt" DATE NOT NULL,
    "frequency" "Frequency" NOT NULL,
    "nextDueBasis" "NextDueBasis" NOT NULL DEFAULT 'SCHEDULE',
    "reminderLeadDays" INTEGER NOT NULL DEFAULT 30,
    "machineId" UUID,
    "meterId" UUID,
    "nextDueDate" DATE,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "archivedDate" TIMESTAMPTZ(3),

    CONSTRAINT "Agreement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Inspection" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "agreementId" UUID,
    "type" "AgreementType" NOT NULL,
    "title" TEXT,
    "status" "InspectionStatus" NOT NULL DEFAULT 'PENDING',
    "dueDate" DATE NOT NULL,
    "performedAt" DATE,
    "performedById" UUID,
    "performerName" TEXT,
    "result" "InspectionResult",
    "findings" TEXT,
    "responsibleId" UUID,
    "machineId" UUID,
    "eventId" UUID,
    "pendingAgreementId" UUID,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "archivedDate" TIMESTAMPTZ(3),

    CONSTRAINT "Inspection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_MachineToStoredFile" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_MachineToStoredFile_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_AgreementToStoredFile" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_AgreementToStoredFile_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_InspectionToStoredFile" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_InspectionToStoredFile_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateIndex
CREATE INDEX "Machine_organizationId_name_id_idx" ON "Machine"("organizationId", "name", "id");

-- CreateIndex
CREATE INDEX "Machine_organizationId_kind_id_idx" ON "Machine"("organizationId", "kind", "id");

-- CreateIndex
CREATE INDEX "Machine_organizationId_inceptionDate_id_idx" ON "Machine"("organizationId", "inceptionDate", "id");

-- CreateIndex
CREATE INDEX "Machine_organizationId_lastModifiedDate_id_idx" ON "Machine"("organizationId", "lastModifiedDate", "id");

-- CreateIndex
CREATE INDEX "Agreement_organizationId_title_id_idx" ON "Agreement"("organizationId", "title", "id");

-- CreateIndex
CREATE INDEX "Agreement_organizationId_type_id_idx" ON "Agreement"("organizationId", "type", "id");

-- CreateIndex
CREATE INDEX "Agreement_organizationId_startsAt_id_idx" ON "Agreement"("organizationId", "startsAt", "id");

-- CreateIndex
CREATE INDEX "Agreement_organizationId_nextDueDate_id_idx" ON "Agreement"("organizationId", "nextDueDate", "id");

-- CreateIndex
CREATE INDEX "Agreement_organizationId_lastModifiedDate_id_idx" ON "Agreement"("organizationId", "lastModifiedDate", "id");

-- CreateIndex
CREATE INDEX "Agreement_machineId_idx" ON "Agreement"("machineId");

-- CreateIndex
CREATE UNIQUE INDEX "Inspection_pendingAgreementId_key" ON "Inspection"("pendingAgreementId");

-- CreateIndex
CREATE INDEX "Inspection_organizationId_dueDate_id_idx" ON "Inspection"("organizationId", "dueDate", "id");

-- CreateIndex
CREATE INDEX "Inspection_organizationId_status_dueDate_id_idx" ON "Inspection"("organizationId", "status", "dueDate", "id");

-- CreateIndex
CREATE INDEX "Inspection_organizationId_performedAt_id_idx" ON "Inspection"("organizationId", "performedAt", "id");

-- CreateIndex
CREATE INDEX "Inspection_organizationId_lastModifiedDate_id_idx" ON "Inspection"("organizationId", "lastModifiedDate", "id");

-- CreateIndex
CREATE INDEX "Inspection_agreementId_dueDate_idx" ON "Inspection"("agreementId", "dueDate");

-- CreateIndex
CREATE INDEX "Inspection_machineId_idx" ON "Inspection"("machineId");

-- CreateIndex
CREATE INDEX "Inspection_eventId_idx" ON "Inspection"("eventId");

-- CreateIndex
CREATE INDEX "_MachineToStoredFile_B_index" ON "_MachineToStoredFile"("B");

-- CreateIndex
CREATE INDEX "_AgreementToStoredFile_B_index" ON "_AgreementToStoredFile"("B");

-- CreateIndex
CREATE INDEX "_InspectionToStoredFile_B_index" ON "_InspectionToStoredFile"("B");

-- AddForeignKey
ALTER TABLE "Machine" ADD CONSTRAINT "Machine_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Machine" ADD CONSTRAINT "Machine_areaId_fkey" FOREIGN KEY ("areaId") REFERENCES "Area"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Machine" ADD CONSTRAINT "Machine_responsibleId_fkey" FOREIGN KEY ("responsibleId") REFERENCES "Membership"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Agreement" ADD CONSTRAINT "Agreement_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Agreement" ADD CONSTRAINT "Agreement_responsibleId_fkey" FOREIGN KEY ("responsibleId") REFERENCES "Membership"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Agreement" ADD CONSTRAINT "Agreement_stakeholderId_fkey" FOREIGN KEY ("stakeholderId") REFERENCES "StakeholderAssociation"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Agreement" ADD CONSTRAINT "Agreement_machineId_fkey" FOREIGN KEY ("machineId") REFERENCES "Machine"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Agreement" ADD CONSTRAINT "Agreement_meterId_fkey" FOREIGN KEY ("meterId") REFERENCES "Meter"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Inspection" ADD CONSTRAINT "Inspection_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Inspection" ADD CONSTRAINT "Inspection_agreementId_fkey" FOREIGN KEY ("agreementId") REFERENCES "Agreement"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Inspection" ADD CONSTRAINT "Inspection_performedById_fkey" FOREIGN KEY ("performedById") REFERENCES "Membership"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Inspection" ADD CONSTRAINT "Inspection_responsibleId_fkey" FOREIGN KEY ("responsibleId") REFERENCES "Membership"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Inspection" ADD CONSTRAINT "Inspection_machineId_fkey" FOREIGN KEY ("machineId") REFERENCES "Machine"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Inspection" ADD CONSTRAINT "Inspection_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_MachineToStoredFile" ADD CONSTRAINT "_MachineToStoredFile_A_fkey" FOREIGN KEY ("A") REFERENCES "Machine"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_MachineToStoredFile" ADD CONSTRAINT "_MachineToStoredFile_B_fkey" FOREIGN KEY ("B") REFERENCES "StoredFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_AgreementToStoredFile" ADD CONSTRAINT "_AgreementToStoredFile_A_fkey" FOREIGN KEY ("A") REFERENCES "Agreement"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_AgreementToStoredFile" ADD CONSTRAINT "_AgreementToStoredFile_B_fkey" FOREIGN KEY ("B") REFERENCES "StoredFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_InspectionToStoredFile" ADD CONSTRAINT "_InspectionToStoredFile_A_fkey" FOREIGN KEY ("A") REFERENCES "Inspection"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_InspectionToStoredFile" ADD CONSTRAINT "_InspectionToStoredFile_B_fkey" FOREIGN KEY ("B") REFERENCES "StoredFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The audit trail (see migration audit_trail): each record's own changes and its files.
CREATE TRIGGER "Machine_audit" AFTER INSERT OR UPDATE OR DELETE ON "Machine"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('machine', 'self');
CREATE TRIGGER "MachineFile_audit" AFTER INSERT OR DELETE ON "_MachineToStoredFile"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('machine_file', 'related', 'Machine.A', 'StoredFile.B');
CREATE TRIGGER "Agreement_audit" AFTER INSERT OR UPDATE OR DELETE ON "Agreement"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('agreement', 'self');
CREATE TRIGGER "AgreementFile_audit" AFTER INSERT OR DELETE ON "_AgreementToStoredFile"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('agreement_file', 'related', 'Agreement.A', 'StoredFile.B');
CREATE TRIGGER "Inspection_audit" AFTER INSERT OR UPDATE OR DELETE ON "Inspection"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('inspection', 'self');
CREATE TRIGGER "InspectionFile_audit" AFTER INSERT OR DELETE ON "_InspectionToStoredFile"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('inspection_file', 'related', 'Inspection.A', 'StoredFile.B');
