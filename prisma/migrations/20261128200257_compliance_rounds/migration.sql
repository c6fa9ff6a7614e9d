-- CreateEnum
CREATE TYPE "ComplianceRoundStatus" AS ENUM ('OPEN', 'SIGNED_OFF');

-- AlterEnum
ALTER TYPE "ComplianceStatus" ADD VALUE 'NOT_APPLICABLE';

-- AlterEnum
ALTER TYPE "ActionSource" ADD VALUE 'COMPLIANCE';

-- AlterTable
ALTER TABLE "ObligationEvaluation" ADD COLUMN     "roundId" UUID;

-- AlterTable
ALTER TABLE "Action" ADD COLUMN     "evaluationId" UUID;

-- CreateTable
CREATE TABLE "ComplianceRound" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "year" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "periodStart" DATE NOT NULL,
    "periodEnd" DATE NOT NULL,
    "note" TEXT,
    "status" "ComplianceRoundStatus" NOT NULL DEFAULT 'OPEN',
    "signedOffAt" TIMESTAMPTZ(3),
    "signedOffById" UUID,
    "signedOffByName" TEXT,
    "signOffNote" TEXT,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "archivedDate" TIMESTAMPTZ(3),

    CONSTRAINT "ComplianceRound_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ComplianceRound_organizationId_lastModifiedDate_id_idx" ON "ComplianceRound"("organizationId", "lastModifiedDate", "id");

-- CreateIndex
CREATE UNIQUE INDEX "ComplianceRound_organizationId_year_key" ON "ComplianceRound"("organizationId", "year");

-- CreateIndex
CREATE INDEX "ObligationEvaluation_roundId_obligationId_idx" ON "ObligationEvaluation"("roundId", "obligationId");

-- CreateIndex
CREATE INDEX "Action_evaluationId_position_idx" ON "Action"("evaluationId", "position");

-- AddForeignKey
ALTER TABLE "ObligationEvaluation" ADD CONSTRAINT "ObligationEvaluation_roundId_fkey" FOREIGN KEY ("roundId") REFERENCES "ComplianceRound"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Action" ADD CONSTRAINT "Action_evaluationId_fkey" FOREIGN KEY ("evaluationId") REFERENCES "ObligationEvaluation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplianceRound" ADD CONSTRAINT "ComplianceRound_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplianceRound" ADD CONSTRAINT "ComplianceRound_signedOffById_fkey" FOREIGN KEY ("signedOffById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "Action" DROP CONSTRAINT "Action_source_link";
ALTER TABLE "Action" ADD CONSTRAINT "Action_source_link" CHECK (
  ("eventId" IS NOT NULL) = ("source" = 'EVENT') AND ("inspectionId" IS NOT NULL) = ("source" = 'INSPECTION')
  AND ("hazardId" IS NOT NULL) = ("source" = 'HAZARD') AND ("aspectId" IS NOT NULL) = ("source" = 'ASPECT')
  AND ("objectiveId" IS NOT NULL) = ("source" = 'OBJECTIVE') AND ("findingId" IS NOT NULL) = ("source" = 'FINDING')
  -- as text: a value added to the type in this transaction cannot be used as the type yet
  AND ("evaluationId" IS NOT NULL) = ("source"::text = 'COMPLIANCE')
);
ALTER TABLE "ComplianceRound" ADD CONSTRAINT "ComplianceRound_period" CHECK ("periodEnd" >= "periodStart");
-- A signed-off round names who signed it off and when.
ALTER TABLE "ComplianceRound" ADD CONSTRAINT "ComplianceRound_signed_off" CHECK (
  ("status" = 'SIGNED_OFF') = ("signedOffAt" IS NOT NULL)
);

-- History: a round; an evaluation recorded in a round reads in the round's history too; an
-- evaluation's actions read in the evaluation's obligation's history through the evaluation.
CREATE TRIGGER "ComplianceRound_audit" AFTER INSERT OR UPDATE OR DELETE ON "ComplianceRound"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('compliance_round', 'self');
DROP TRIGGER "ObligationEvaluation_audit" ON "ObligationEvaluation";
CREATE TRIGGER "ObligationEvaluation_audit" AFTER INSERT OR UPDATE OR DELETE ON "ObligationEvaluation"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('obligation_evaluation', 'self', 'BindingObligation.obligationId', 'ComplianceRound.roundId');
DROP TRIGGER "Action_audit" ON "Action";
CREATE TRIGGER "Action_audit" AFTER INSERT OR UPDATE OR DELETE ON "Action"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('action', 'self', 'Event.eventId', 'Inspection.inspectionId', 'RiskHazard.hazardId', 'EnvironmentalAspect.aspectId', 'Objective.objectiveId', 'AuditFinding.findingId', 'ObligationEvaluation.evaluationId');
