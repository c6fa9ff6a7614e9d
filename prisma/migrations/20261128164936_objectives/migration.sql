-- CreateEnum
CREATE TYPE "ObjectiveKpi" AS ENUM ('METER_ENERGY', 'METER_WATER', 'CO2', 'WASTE_TONNES', 'RECYCLING_RATE', 'EVENT_COUNT', 'DAYS_SINCE_ACCIDENT', 'MANUAL');

-- CreateEnum
CREATE TYPE "GhgScope" AS ENUM ('SCOPE1', 'SCOPE2', 'BOTH');

-- CreateEnum
CREATE TYPE "ActivityFigureKind" AS ENUM ('HOURS_WORKED', 'HEADCOUNT', 'PRODUCTION_OUTPUT');

-- AlterEnum
ALTER TYPE "ActionSource" ADD VALUE 'OBJECTIVE';

-- AlterTable
ALTER TABLE "Action" ADD COLUMN     "objectiveId" UUID;

-- CreateTable
CREATE TABLE "Objective" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "standards" "IsoStandard"[],
    "needs" TEXT,
    "kpi" "ObjectiveKpi" NOT NULL,
    "kpiUnit" TEXT,
    "ghgScope" "GhgScope",
    "eventKind" "EventKind",
    "injuryOnly" BOOLEAN NOT NULL DEFAULT false,
    "intensityFigureId" UUID,
    "baselineYear" INTEGER NOT NULL,
    "baselineValue" DECIMAL(18,6),
    "targetValue" DECIMAL(18,6) NOT NULL,
    "targetDate" DATE NOT NULL,
    "responsibleId" UUID,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "archivedDate" TIMESTAMPTZ(3),

    CONSTRAINT "Objective_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ObjectiveValue" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "objectiveId" UUID NOT NULL,
    "month" DATE NOT NULL,
    "value" DECIMAL(18,6) NOT NULL,
    "note" TEXT,
    "recordedById" UUID,
    "recordedByName" TEXT NOT NULL,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ObjectiveValue_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ActivityFigure" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "kind" "ActivityFigureKind" NOT NULL,
    "name" TEXT NOT NULL,
    "unit" TEXT NOT NULL,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "archivedDate" TIMESTAMPTZ(3),

    CONSTRAINT "ActivityFigure_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ActivityFigureValue" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "figureId" UUID NOT NULL,
    "month" DATE NOT NULL,
    "value" DECIMAL(18,3) NOT NULL,

    CONSTRAINT "ActivityFigureValue_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_ObjectiveObligations" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_ObjectiveObligations_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_ObjectiveMeters" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_ObjectiveMeters_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_ObjectiveAspects" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_ObjectiveAspects_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_ObjectiveRiskAssessments" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_ObjectiveRiskAssessments_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateIndex
CREATE INDEX "Objective_organizationId_title_id_idx" ON "Objective"("organizationId", "title", "id");

-- CreateIndex
CREATE INDEX "Objective_organizationId_targetDate_id_idx" ON "Objective"("organizationId", "targetDate", "id");

-- CreateIndex
CREATE INDEX "Objective_organizationId_lastModifiedDate_id_idx" ON "Objective"("organizationId", "lastModifiedDate", "id");

-- CreateIndex
CREATE UNIQUE INDEX "ObjectiveValue_objectiveId_month_key" ON "ObjectiveValue"("objectiveId", "month");

-- CreateIndex
CREATE UNIQUE INDEX "ActivityFigure_organizationId_name_key" ON "ActivityFigure"("organizationId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "ActivityFigureValue_figureId_month_key" ON "ActivityFigureValue"("figureId", "month");

-- CreateIndex
CREATE INDEX "_ObjectiveObligations_B_index" ON "_ObjectiveObligations"("B");

-- CreateIndex
CREATE INDEX "_ObjectiveMeters_B_index" ON "_ObjectiveMeters"("B");

-- CreateIndex
CREATE INDEX "_ObjectiveAspects_B_index" ON "_ObjectiveAspects"("B");

-- CreateIndex
CREATE INDEX "_ObjectiveRiskAssessments_B_index" ON "_ObjectiveRiskAssessments"("B");

-- CreateIndex
CREATE INDEX "Action_objectiveId_position_idx" ON "Action"("objectiveId", "position");

-- AddForeignKey
ALTER TABLE "Action" ADD CONSTRAINT "Action_objectiveId_fkey" FOREIGN KEY ("objectiveId") REFERENCES "Objective"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Objective" ADD CONSTRAINT "Objective_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Objective" ADD CONSTRAINT "Objective_responsibleId_fkey" FOREIGN KEY ("responsibleId") REFERENCES "Membership"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Objective" ADD CONSTRAINT "Objective_intensityFigureId_fkey" FOREIGN KEY ("intensityFigureId") REFERENCES "ActivityFigure"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ObjectiveValue" ADD CONSTRAINT "ObjectiveValue_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ObjectiveValue" ADD CONSTRAINT "ObjectiveValue_objectiveId_fkey" FOREIGN KEY ("objectiveId") REFERENCES "Objective"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ActivityFigure" ADD CONSTRAINT "ActivityFigure_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ActivityFigureValue" ADD CONSTRAINT "ActivityFigureValue_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ActivityFigureValue" ADD CONSTRAINT "ActivityFigureValue_figureId_fkey" FOREIGN KEY ("figureId") REFERENCES "ActivityFigure"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ObjectiveObligations" ADD CONSTRAINT "_ObjectiveObligations_A_fkey" FOREIGN KEY ("A") REFERENCES "BindingObligation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ObjectiveObligations" ADD CONSTRAINT "_ObjectiveObligations_B_fkey" FOREIGN KEY ("B") REFERENCES "Objective"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ObjectiveMeters" ADD CONSTRAINT "_ObjectiveMeters_A_fkey" FOREIGN KEY ("A") REFERENCES "Meter"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ObjectiveMeters" ADD CONSTRAINT "_ObjectiveMeters_B_fkey" FOREIGN KEY ("B") REFERENCES "Objective"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ObjectiveAspects" ADD CONSTRAINT "_ObjectiveAspects_A_fkey" FOREIGN KEY ("A") REFERENCES "EnvironmentalAspect"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ObjectiveAspects" ADD CONSTRAINT "_ObjectiveAspects_B_fkey" FOREIGN KEY ("B") REFERENCES "Objective"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ObjectiveRiskAssessments" ADD CONSTRAINT "_ObjectiveRiskAssessments_A_fkey" FOREIGN KEY ("A") REFERENCES "Objective"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ObjectiveRiskAssessments" ADD CONSTRAINT "_ObjectiveRiskAssessments_B_fkey" FOREIGN KEY ("B") REFERENCES "RiskAssessment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- An action names the record of its source, and only that one.
ALTER TABLE "Action" DROP CONSTRAINT "Action_source_link";
ALTER TABLE "Action" ADD CONSTRAINT "Action_source_link" CHECK (
  ("eventId" IS NOT NULL) = ("source" = 'EVENT') AND ("inspectionId" IS NOT NULL) = ("source" = 'INSPECTION')
  AND ("hazardId" IS NOT NULL) = ("source" = 'HAZARD') AND ("aspectId" IS NOT NULL) = ("source" = 'ASPECT')
  -- as text: a value added to the type in this transaction cannot be used as the type yet
  AND ("objectiveId" IS NOT NULL) = ("source"::text = 'OBJECTIVE')
);
-- a month is its first day
ALTER TABLE "ObjectiveValue" ADD CONSTRAINT "ObjectiveValue_month" CHECK (extract(day FROM "month") = 1);
ALTER TABLE "ActivityFigureValue" ADD CONSTRAINT "ActivityFigureValue_month" CHECK (extract(day FROM "month") = 1);

-- The audit trail (see migration audit_trail): an objective, its links and values; the activity
-- figures and their values; an action is in its objective's history too.
CREATE TRIGGER "Objective_audit" AFTER INSERT OR UPDATE OR DELETE ON "Objective"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('objective', 'self');
CREATE TRIGGER "ObjectiveValue_audit" AFTER INSERT OR UPDATE OR DELETE ON "ObjectiveValue"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('objective_value', 'self', 'Objective.objectiveId');
CREATE TRIGGER "ActivityFigure_audit" AFTER INSERT OR UPDATE OR DELETE ON "ActivityFigure"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('activity_figure', 'self');
CREATE TRIGGER "ActivityFigureValue_audit" AFTER INSERT OR UPDATE OR DELETE ON "ActivityFigureValue"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('activity_figure_value', 'self', 'ActivityFigure.figureId');
DROP TRIGGER "Action_audit" ON "Action";
CREATE TRIGGER "Action_audit" AFTER INSERT OR UPDATE OR DELETE ON "Action"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('action', 'self', 'Event.eventId', 'Inspection.inspectionId', 'RiskHazard.hazardId', 'EnvironmentalAspect.aspectId', 'Objective.objectiveId');
CREATE TRIGGER "ObjectiveObligation_audit" AFTER INSERT OR DELETE ON "_ObjectiveObligations"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('objective_obligation', 'related', 'Objective.B', 'BindingObligation.A');
CREATE TRIGGER "ObjectiveMeter_audit" AFTER INSERT OR DELETE ON "_ObjectiveMeters"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('objective_meter', 'related', 'Objective.B', 'Meter.A');
CREATE TRIGGER "ObjectiveAspect_audit" AFTER INSERT OR DELETE ON "_ObjectiveAspects"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('objective_aspect', 'related', 'Objective.B', 'EnvironmentalAspect.A');
CREATE TRIGGER "ObjectiveRiskAssessment_audit" AFTER INSERT OR DELETE ON "_ObjectiveRiskAssessments"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('objective_risk_assessment', 'related', 'Objective.A', 'RiskAssessment.B');
