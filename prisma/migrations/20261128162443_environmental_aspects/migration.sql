-- CreateEnum
CREATE TYPE "AspectCategory" AS ENUM ('AIR_EMISSION', 'WATER_DISCHARGE', 'WASTE', 'ENERGY_USE', 'WATER_USE', 'RAW_MATERIAL_USE', 'NOISE', 'SOIL', 'CHEMICALS', 'BIODIVERSITY');

-- CreateEnum
CREATE TYPE "AspectActivityKind" AS ENUM ('ACTIVITY', 'PRODUCT', 'SERVICE');

-- CreateEnum
CREATE TYPE "LifeCycleStage" AS ENUM ('RAW_MATERIALS', 'DESIGN', 'PRODUCTION', 'TRANSPORT', 'USE', 'END_OF_LIFE');

-- CreateEnum
CREATE TYPE "OperatingCondition" AS ENUM ('NORMAL', 'ABNORMAL', 'EMERGENCY');

-- CreateEnum
CREATE TYPE "SignificanceRule" AS ENUM ('SUM', 'PRODUCT');

-- AlterEnum
ALTER TYPE "ActionSource" ADD VALUE 'ASPECT';

-- AlterTable
ALTER TABLE "Action" ADD COLUMN     "aspectId" UUID;

-- CreateTable
CREATE TABLE "SignificanceCriteria" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "criteria" JSONB NOT NULL,
    "rule" "SignificanceRule" NOT NULL,
    "threshold" INTEGER NOT NULL,
    "authorId" UUID,
    "authorName" TEXT NOT NULL,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SignificanceCriteria_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EnvironmentalAspect" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "activity" TEXT NOT NULL,
    "activityKind" "AspectActivityKind" NOT NULL,
    "title" TEXT NOT NULL,
    "category" "AspectCategory" NOT NULL,
    "impact" TEXT NOT NULL,
    "lifeCycleStage" "LifeCycleStage" NOT NULL,
    "condition" "OperatingCondition" NOT NULL,
    "areaId" UUID,
    "ownerId" UUID,
    "controls" TEXT,
    "criteriaId" UUID NOT NULL,
    "ratings" JSONB NOT NULL,
    "score" INTEGER NOT NULL,
    "significant" BOOLEAN NOT NULL,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "archivedDate" TIMESTAMPTZ(3),

    CONSTRAINT "EnvironmentalAspect_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_AspectObligations" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_AspectObligations_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_AspectChemicals" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_AspectChemicals_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_AspectProcedures" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_AspectProcedures_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_AspectMeters" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_AspectMeters_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_AspectWasteArrangements" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_AspectWasteArrangements_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateIndex
CREATE UNIQUE INDEX "SignificanceCriteria_organizationId_version_key" ON "SignificanceCriteria"("organizationId", "version");

-- CreateIndex
CREATE INDEX "EnvironmentalAspect_organizationId_title_id_idx" ON "EnvironmentalAspect"("organizationId", "title", "id");

-- CreateIndex
CREATE INDEX "EnvironmentalAspect_organizationId_score_id_idx" ON "EnvironmentalAspect"("organizationId", "score", "id");

-- CreateIndex
CREATE INDEX "EnvironmentalAspect_organizationId_category_id_idx" ON "EnvironmentalAspect"("organizationId", "category", "id");

-- CreateIndex
CREATE INDEX "EnvironmentalAspect_organizationId_lastModifiedDate_id_idx" ON "EnvironmentalAspect"("organizationId", "lastModifiedDate", "id");

-- CreateIndex
CREATE INDEX "_AspectObligations_B_index" ON "_AspectObligations"("B");

-- CreateIndex
CREATE INDEX "_AspectChemicals_B_index" ON "_AspectChemicals"("B");

-- CreateIndex
CREATE INDEX "_AspectProcedures_B_index" ON "_AspectProcedures"("B");

-- CreateIndex
CREATE INDEX "_AspectMeters_B_index" ON "_AspectMeters"("B");

-- CreateIndex
CREATE INDEX "_AspectWasteArrangements_B_index" ON "_AspectWasteArrangements"("B");

-- CreateIndex
CREATE INDEX "Action_aspectId_position_idx" ON "Action"("aspectId", "position");

-- AddForeignKey
ALTER TABLE "Action" ADD CONSTRAINT "Action_aspectId_fkey" FOREIGN KEY ("aspectId") REFERENCES "EnvironmentalAspect"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SignificanceCriteria" ADD CONSTRAINT "SignificanceCriteria_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EnvironmentalAspect" ADD CONSTRAINT "EnvironmentalAspect_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EnvironmentalAspect" ADD CONSTRAINT "EnvironmentalAspect_areaId_fkey" FOREIGN KEY ("areaId") REFERENCES "Area"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EnvironmentalAspect" ADD CONSTRAINT "EnvironmentalAspect_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "Membership"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EnvironmentalAspect" ADD CONSTRAINT "EnvironmentalAspect_criteriaId_fkey" FOREIGN KEY ("criteriaId") REFERENCES "SignificanceCriteria"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_AspectObligations" ADD CONSTRAINT "_AspectObligations_A_fkey" FOREIGN KEY ("A") REFERENCES "BindingObligation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_AspectObligations" ADD CONSTRAINT "_AspectObligations_B_fkey" FOREIGN KEY ("B") REFERENCES "EnvironmentalAspect"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_AspectChemicals" ADD CONSTRAINT "_AspectChemicals_A_fkey" FOREIGN KEY ("A") REFERENCES "ChemicalAssociation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_AspectChemicals" ADD CONSTRAINT "_AspectChemicals_B_fkey" FOREIGN KEY ("B") REFERENCES "EnvironmentalAspect"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_AspectProcedures" ADD CONSTRAINT "_AspectProcedures_A_fkey" FOREIGN KEY ("A") REFERENCES "EnvironmentalAspect"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_AspectProcedures" ADD CONSTRAINT "_AspectProcedures_B_fkey" FOREIGN KEY ("B") REFERENCES "Procedure"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_AspectMeters" ADD CONSTRAINT "_AspectMeters_A_fkey" FOREIGN KEY ("A") REFERENCES "EnvironmentalAspect"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_AspectMeters" ADD CONSTRAINT "_AspectMeters_B_fkey" FOREIGN KEY ("B") REFERENCES "Meter"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_AspectWasteArrangements" ADD CONSTRAINT "_AspectWasteArrangements_A_fkey" FOREIGN KEY ("A") REFERENCES "EnvironmentalAspect"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_AspectWasteArrangements" ADD CONSTRAINT "_AspectWasteArrangements_B_fkey" FOREIGN KEY ("B") REFERENCES "WasteArrangement"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- An action names the record of its source, and only that one.
ALTER TABLE "Action" DROP CONSTRAINT "Action_source_link";
ALTER TABLE "Action" ADD CONSTRAINT "Action_source_link" CHECK (
  ("eventId" IS NOT NULL) = ("source" = 'EVENT') AND ("inspectionId" IS NOT NULL) = ("source" = 'INSPECTION')
  AND ("hazardId" IS NOT NULL) = ("source" = 'HAZARD')
  -- as text: a value added to the type in this transaction cannot be used as the type yet
  AND ("aspectId" IS NOT NULL) = ("source"::text = 'ASPECT')
);
-- criteria are 1 to 6; a threshold is a score
ALTER TABLE "SignificanceCriteria" ADD CONSTRAINT "SignificanceCriteria_size" CHECK (
  jsonb_array_length("criteria") BETWEEN 1 AND 6 AND "threshold" >= 1
);

-- The audit trail (see migration audit_trail): an aspect and its links, the criteria's versions; an
-- action is in its aspect's history too.
CREATE TRIGGER "SignificanceCriteria_audit" AFTER INSERT OR UPDATE OR DELETE ON "SignificanceCriteria"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('significance_criteria', 'self');
CREATE TRIGGER "EnvironmentalAspect_audit" AFTER INSERT OR UPDATE OR DELETE ON "EnvironmentalAspect"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('environmental_aspect', 'self');
CREATE TRIGGER "AspectObligation_audit" AFTER INSERT OR DELETE ON "_AspectObligations"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('aspect_obligation', 'related', 'EnvironmentalAspect.B', 'BindingObligation.A');
CREATE TRIGGER "AspectChemical_audit" AFTER INSERT OR DELETE ON "_AspectChemicals"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('aspect_chemical', 'related', 'EnvironmentalAspect.B', 'ChemicalAssociation.A');
CREATE TRIGGER "AspectProcedure_audit" AFTER INSERT OR DELETE ON "_AspectProcedures"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('aspect_procedure', 'related', 'EnvironmentalAspect.A', 'Procedure.B');
CREATE TRIGGER "AspectMeter_audit" AFTER INSERT OR DELETE ON "_AspectMeters"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('aspect_meter', 'related', 'EnvironmentalAspect.A', 'Meter.B');
CREATE TRIGGER "AspectWasteArrangement_audit" AFTER INSERT OR DELETE ON "_AspectWasteArrangements"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('aspect_waste_arrangement', 'related', 'EnvironmentalAspect.A', 'WasteArrangement.B');
DROP TRIGGER "Action_audit" ON "Action";
CREATE TRIGGER "Action_audit" AFTER INSERT OR UPDATE OR DELETE ON "Action"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('action', 'self', 'Event.eventId', 'Inspection.inspectionId', 'RiskHazard.hazardId', 'EnvironmentalAspect.aspectId');
