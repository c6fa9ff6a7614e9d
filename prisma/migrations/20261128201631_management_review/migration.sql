-- CreateEnum
CREATE TYPE "ManagementReviewStatus" AS ENUM ('DRAFT', 'HELD', 'APPROVED');

-- AlterEnum
ALTER TYPE "ActionSource" ADD VALUE 'REVIEW';

-- AlterTable
ALTER TABLE "Action" ADD COLUMN     "decisionId" UUID;

-- CreateTable
CREATE TABLE "ManagementReview" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "meetingDate" DATE NOT NULL,
    "periodStart" DATE NOT NULL,
    "periodEnd" DATE NOT NULL,
    "agenda" TEXT,
    "otherParticipants" TEXT,
    "status" "ManagementReviewStatus" NOT NULL DEFAULT 'DRAFT',
    "inputs" JSONB,
    "heldAt" TIMESTAMPTZ(3),
    "heldById" UUID,
    "heldByName" TEXT,
    "suitability" TEXT,
    "adequacy" TEXT,
    "effectiveness" TEXT,
    "resourceNeeds" TEXT,
    "approvedAt" TIMESTAMPTZ(3),
    "approvedById" UUID,
    "approvedByName" TEXT,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "archivedDate" TIMESTAMPTZ(3),

    CONSTRAINT "ManagementReview_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReviewComment" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "reviewId" UUID NOT NULL,
    "inputKey" TEXT NOT NULL,
    "comment" TEXT NOT NULL,
    "authorName" TEXT NOT NULL,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReviewComment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReviewDecision" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "reviewId" UUID NOT NULL,
    "text" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReviewDecision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_ReviewParticipants" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_ReviewParticipants_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateIndex
CREATE INDEX "ManagementReview_organizationId_meetingDate_id_idx" ON "ManagementReview"("organizationId", "meetingDate", "id");

-- CreateIndex
CREATE INDEX "ManagementReview_organizationId_title_id_idx" ON "ManagementReview"("organizationId", "title", "id");

-- CreateIndex
CREATE INDEX "ManagementReview_organizationId_lastModifiedDate_id_idx" ON "ManagementReview"("organizationId", "lastModifiedDate", "id");

-- CreateIndex
CREATE UNIQUE INDEX "ReviewComment_reviewId_inputKey_key" ON "ReviewComment"("reviewId", "inputKey");

-- CreateIndex
CREATE INDEX "ReviewDecision_reviewId_position_idx" ON "ReviewDecision"("reviewId", "position");

-- CreateIndex
CREATE INDEX "_ReviewParticipants_B_index" ON "_ReviewParticipants"("B");

-- CreateIndex
CREATE INDEX "Action_decisionId_position_idx" ON "Action"("decisionId", "position");

-- AddForeignKey
ALTER TABLE "Action" ADD CONSTRAINT "Action_decisionId_fkey" FOREIGN KEY ("decisionId") REFERENCES "ReviewDecision"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ManagementReview" ADD CONSTRAINT "ManagementReview_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ManagementReview" ADD CONSTRAINT "ManagementReview_heldById_fkey" FOREIGN KEY ("heldById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ManagementReview" ADD CONSTRAINT "ManagementReview_approvedById_fkey" FOREIGN KEY ("approvedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewComment" ADD CONSTRAINT "ReviewComment_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewComment" ADD CONSTRAINT "ReviewComment_reviewId_fkey" FOREIGN KEY ("reviewId") REFERENCES "ManagementReview"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewDecision" ADD CONSTRAINT "ReviewDecision_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReviewDecision" ADD CONSTRAINT "ReviewDecision_reviewId_fkey" FOREIGN KEY ("reviewId") REFERENCES "ManagementReview"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ReviewParticipants" ADD CONSTRAINT "_ReviewParticipants_A_fkey" FOREIGN KEY ("A") REFERENCES "ManagementReview"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ReviewParticipants" ADD CONSTRAINT "_ReviewParticipants_B_fkey" FOREIGN KEY ("B") REFERENCES "Membership"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "Action" DROP CONSTRAINT "Action_source_link";
ALTER TABLE "Action" ADD CONSTRAINT "Action_source_link" CHECK (
  ("eventId" IS NOT NULL) = ("source" = 'EVENT') AND ("inspectionId" IS NOT NULL) = ("source" = 'INSPECTION')
  AND ("hazardId" IS NOT NULL) = ("source" = 'HAZARD') AND ("aspectId" IS NOT NULL) = ("source" = 'ASPECT')
  AND ("objectiveId" IS NOT NULL) = ("source" = 'OBJECTIVE') AND ("findingId" IS NOT NULL) = ("source" = 'FINDING')
  AND ("evaluationId" IS NOT NULL) = ("source" = 'COMPLIANCE')
  -- as text: a value added to the type in this transaction cannot be used as the type yet
  AND ("decisionId" IS NOT NULL) = ("source"::text = 'REVIEW')
);
ALTER TABLE "ManagementReview" ADD CONSTRAINT "ManagementReview_period" CHECK ("periodEnd" >= "periodStart");
-- a held review has its frozen inputs; an approved one names who approved it and when
ALTER TABLE "ManagementReview" ADD CONSTRAINT "ManagementReview_held" CHECK (
  ("status"::text = 'DRAFT') = ("inputs" IS NULL AND "heldAt" IS NULL)
);
ALTER TABLE "ManagementReview" ADD CONSTRAINT "ManagementReview_approved" CHECK (
  ("status"::text = 'APPROVED') = ("approvedAt" IS NOT NULL)
);

-- History: a review, its participants, comments and decisions; a decision's actions.
CREATE TRIGGER "ManagementReview_audit" AFTER INSERT OR UPDATE OR DELETE ON "ManagementReview"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('management_review', 'self');
CREATE TRIGGER "ReviewComment_audit" AFTER INSERT OR UPDATE OR DELETE ON "ReviewComment"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('review_comment', 'self', 'ManagementReview.reviewId');
CREATE TRIGGER "ReviewDecision_audit" AFTER INSERT OR UPDATE OR DELETE ON "ReviewDecision"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('review_decision', 'self', 'ManagementReview.reviewId');
CREATE TRIGGER "ReviewParticipants_audit" AFTER INSERT OR DELETE ON "_ReviewParticipants"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('review_participant', 'related', 'ManagementReview.A', 'Membership.B');
DROP TRIGGER "Action_audit" ON "Action";
CREATE TRIGGER "Action_audit" AFTER INSERT OR UPDATE OR DELETE ON "Action"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('action', 'self', 'Event.eventId', 'Inspection.inspectionId', 'RiskHazard.hazardId', 'EnvironmentalAspect.aspectId', 'Objective.objectiveId', 'AuditFinding.findingId', 'ObligationEvaluation.evaluationId', 'ReviewDecision.decisionId');
