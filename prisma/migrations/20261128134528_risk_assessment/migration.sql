-- Risk assessment (ISO 45001 6.1.2, the Danish APV): each holding's versioned matrix, the hazard
-- catalogue, assessments with their revisions, hazards scored inherent and residual, the acceptances
-- of residual risks, and hazards' additional controls as actions of the plan.

-- CreateEnum
CREATE TYPE "ControlLevel" AS ENUM ('ELIMINATION', 'SUBSTITUTION', 'ENGINEERING', 'ADMINISTRATIVE', 'PROTECTIVE_EQUIPMENT');

-- CreateEnum
CREATE TYPE "RiskLevel" AS ENUM ('LOW', 'MEDIUM', 'HIGH', 'VERY_HIGH');

-- CreateEnum
CREATE TYPE "HazardCategory" AS ENUM ('MECHANICAL', 'ELECTRICAL', 'FALLS', 'FIRE_EXPLOSION', 'CHEMICAL', 'BIOLOGICAL', 'NOISE', 'VIBRATION', 'THERMAL', 'RADIATION', 'ERGONOMIC', 'PSYCHOSOCIAL', 'TRAFFIC');

-- AlterEnum
ALTER TYPE "ActionSource" ADD VALUE 'HAZARD';

-- AlterTable
ALTER TABLE "Action" ADD COLUMN     "controlLevel" "ControlLevel",
ADD COLUMN     "hazardId" UUID;

-- CreateTable
CREATE TABLE "RiskMatrix" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "likelihoods" JSONB NOT NULL,
    "severities" JSONB NOT NULL,
    "levels" JSONB NOT NULL,
    "acceptableLevel" "RiskLevel" NOT NULL,
    "authorId" UUID,
    "authorName" TEXT NOT NULL,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RiskMatrix_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HazardType" (
    "id" UUID NOT NULL,
    "code" TEXT NOT NULL,
    "category" "HazardCategory" NOT NULL,
    "nameEn" TEXT NOT NULL,
    "nameDa" TEXT NOT NULL,
    "descriptionEn" TEXT,
    "descriptionDa" TEXT,
    "source" TEXT,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "HazardType_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RiskAssessment" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "scope" TEXT,
    "areaId" UUID,
    "machineId" UUID,
    "chemicalAssociationId" UUID,
    "roleId" UUID,
    "ownerId" UUID,
    "isApv" BOOLEAN NOT NULL DEFAULT false,
    "reviewMonths" INTEGER NOT NULL DEFAULT 12,
    "lastReviewedDate" DATE,
    "nextReviewDate" DATE,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "archivedDate" TIMESTAMPTZ(3),

    CONSTRAINT "RiskAssessment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RiskAssessmentRevision" (
    "id" UUID NOT NULL,
    "assessmentId" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "changeNote" TEXT,
    "authorId" UUID,
    "authorName" TEXT NOT NULL,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RiskAssessmentRevision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RiskHazard" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "assessmentId" UUID NOT NULL,
    "hazardTypeId" UUID,
    "category" "HazardCategory" NOT NULL,
    "title" TEXT NOT NULL,
    "whoExposed" TEXT,
    "existingControls" TEXT,
    "matrixId" UUID NOT NULL,
    "inherentLikelihood" INTEGER NOT NULL,
    "inherentSeverity" INTEGER NOT NULL,
    "residualLikelihood" INTEGER,
    "residualSeverity" INTEGER,
    "inherentLevel" "RiskLevel" NOT NULL,
    "residualLevel" "RiskLevel",
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RiskHazard_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RiskAcceptance" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "hazardId" UUID NOT NULL,
    "matrixId" UUID NOT NULL,
    "likelihood" INTEGER NOT NULL,
    "severity" INTEGER NOT NULL,
    "level" "RiskLevel" NOT NULL,
    "reason" TEXT NOT NULL,
    "acceptedById" UUID,
    "acceptedByName" TEXT NOT NULL,
    "acceptedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RiskAcceptance_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "RiskMatrix_organizationId_version_key" ON "RiskMatrix"("organizationId", "version");

-- CreateIndex
CREATE UNIQUE INDEX "HazardType_code_key" ON "HazardType"("code");

-- CreateIndex
CREATE INDEX "HazardType_category_position_idx" ON "HazardType"("category", "position");

-- CreateIndex
CREATE INDEX "RiskAssessment_organizationId_title_id_idx" ON "RiskAssessment"("organizationId", "title", "id");

-- CreateIndex
CREATE INDEX "RiskAssessment_organizationId_nextReviewDate_id_idx" ON "RiskAssessment"("organizationId", "nextReviewDate", "id");

-- CreateIndex
CREATE INDEX "RiskAssessment_organizationId_lastModifiedDate_id_idx" ON "RiskAssessment"("organizationId", "lastModifiedDate", "id");

-- CreateIndex
CREATE INDEX "RiskAssessment_machineId_idx" ON "RiskAssessment"("machineId");

-- CreateIndex
CREATE INDEX "RiskAssessment_chemicalAssociationId_idx" ON "RiskAssessment"("chemicalAssociationId");

-- CreateIndex
CREATE UNIQUE INDEX "RiskAssessmentRevision_assessmentId_version_key" ON "RiskAssessmentRevision"("assessmentId", "version");

-- CreateIndex
CREATE INDEX "RiskHazard_organizationId_inherentLevel_id_idx" ON "RiskHazard"("organizationId", "inherentLevel", "id");

-- CreateIndex
CREATE INDEX "RiskHazard_organizationId_residualLevel_id_idx" ON "RiskHazard"("organizationId", "residualLevel", "id");

-- CreateIndex
CREATE INDEX "RiskHazard_assessmentId_position_idx" ON "RiskHazard"("assessmentId", "position");

-- CreateIndex
CREATE INDEX "RiskAcceptance_hazardId_acceptedDate_idx" ON "RiskAcceptance"("hazardId", "acceptedDate");

-- CreateIndex
CREATE INDEX "Action_hazardId_position_idx" ON "Action"("hazardId", "position");

-- AddForeignKey
ALTER TABLE "Action" ADD CONSTRAINT "Action_hazardId_fkey" FOREIGN KEY ("hazardId") REFERENCES "RiskHazard"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RiskMatrix" ADD CONSTRAINT "RiskMatrix_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RiskAssessment" ADD CONSTRAINT "RiskAssessment_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RiskAssessment" ADD CONSTRAINT "RiskAssessment_areaId_fkey" FOREIGN KEY ("areaId") REFERENCES "Area"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RiskAssessment" ADD CONSTRAINT "RiskAssessment_machineId_fkey" FOREIGN KEY ("machineId") REFERENCES "Machine"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RiskAssessment" ADD CONSTRAINT "RiskAssessment_chemicalAssociationId_fkey" FOREIGN KEY ("chemicalAssociationId") REFERENCES "ChemicalAssociation"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RiskAssessment" ADD CONSTRAINT "RiskAssessment_roleId_fkey" FOREIGN KEY ("roleId") REFERENCES "Role"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RiskAssessment" ADD CONSTRAINT "RiskAssessment_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "Membership"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RiskAssessmentRevision" ADD CONSTRAINT "RiskAssessmentRevision_assessmentId_fkey" FOREIGN KEY ("assessmentId") REFERENCES "RiskAssessment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RiskHazard" ADD CONSTRAINT "RiskHazard_assessmentId_fkey" FOREIGN KEY ("assessmentId") REFERENCES "RiskAssessment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RiskHazard" ADD CONSTRAINT "RiskHazard_hazardTypeId_fkey" FOREIGN KEY ("hazardTypeId") REFERENCES "HazardType"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RiskHazard" ADD CONSTRAINT "RiskHazard_matrixId_fkey" FOREIGN KEY ("matrixId") REFERENCES "RiskMatrix"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RiskAcceptance" ADD CONSTRAINT "RiskAcceptance_hazardId_fkey" FOREIGN KEY ("hazardId") REFERENCES "RiskHazard"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RiskAcceptance" ADD CONSTRAINT "RiskAcceptance_matrixId_fkey" FOREIGN KEY ("matrixId") REFERENCES "RiskMatrix"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- An action names the record it came from in the one column of its source, and only there.
ALTER TABLE "Action" DROP CONSTRAINT "Action_source_link";
ALTER TABLE "Action" ADD CONSTRAINT "Action_source_link" CHECK (
  ("eventId" IS NOT NULL) = ("source" = 'EVENT') AND ("inspectionId" IS NOT NULL) = ("source" = 'INSPECTION')
  -- as text: a value added to the type in this transaction cannot be used as the type yet
  AND ("hazardId" IS NOT NULL) = ("source"::text = 'HAZARD')
);
-- a matrix is 3×3 to 5×5; a score is a cell of it
ALTER TABLE "RiskMatrix" ADD CONSTRAINT "RiskMatrix_size" CHECK (
  jsonb_array_length("likelihoods") BETWEEN 3 AND 5 AND jsonb_array_length("severities") BETWEEN 3 AND 5
);
ALTER TABLE "RiskHazard" ADD CONSTRAINT "RiskHazard_residual" CHECK (("residualLikelihood" IS NULL) = ("residualSeverity" IS NULL));

-- The audit trail (see migration audit_trail): an assessment, its hazards (in its history too), the
-- acceptances of residual risks, the matrix's versions; an action is in its hazard's history too.
CREATE TRIGGER "RiskMatrix_audit" AFTER INSERT OR UPDATE OR DELETE ON "RiskMatrix"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('risk_matrix', 'self');
CREATE TRIGGER "RiskAssessment_audit" AFTER INSERT OR UPDATE OR DELETE ON "RiskAssessment"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('risk_assessment', 'self');
CREATE TRIGGER "RiskHazard_audit" AFTER INSERT OR UPDATE OR DELETE ON "RiskHazard"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('risk_hazard', 'self', 'RiskAssessment.assessmentId');
CREATE TRIGGER "RiskAcceptance_audit" AFTER INSERT OR UPDATE OR DELETE ON "RiskAcceptance"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('risk_acceptance', 'self', 'RiskHazard.hazardId');
DROP TRIGGER "Action_audit" ON "Action";
CREATE TRIGGER "Action_audit" AFTER INSERT OR UPDATE OR DELETE ON "Action"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('action', 'self', 'Event.eventId', 'Inspection.inspectionId', 'RiskHazard.hazardId');
