-- CreateEnum
CREATE TYPE "QuestionnairePurpose" AS ENUM ('INTERNAL_AUDIT', 'INSPECTION');

-- CreateEnum
CREATE TYPE "AnswerChoice" AS ENUM ('CONFORM', 'MINOR_NONCONFORMITY', 'MAJOR_NONCONFORMITY', 'OBSERVATION', 'IMPROVEMENT', 'YES', 'NO', 'NOT_APPLICABLE');

-- CreateEnum
CREATE TYPE "InternalAuditStatus" AS ENUM ('PLANNED', 'IN_PROGRESS', 'CLOSED');

-- CreateEnum
CREATE TYPE "FindingKind" AS ENUM ('MAJOR_NONCONFORMITY', 'MINOR_NONCONFORMITY', 'OBSERVATION', 'IMPROVEMENT');

-- AlterEnum
ALTER TYPE "ActionSource" ADD VALUE 'FINDING';

-- AlterTable
ALTER TABLE "Action" ADD COLUMN     "findingId" UUID;

-- AlterTable
ALTER TABLE "Agreement" ADD COLUMN     "questionnaireId" UUID;

-- AlterTable
ALTER TABLE "Inspection" ADD COLUMN     "questionnaireVersionId" UUID;

-- CreateTable
CREATE TABLE "Questionnaire" (
    "id" UUID NOT NULL,
    "organizationId" UUID,
    "code" TEXT,
    "copiedFromId" UUID,
    "purpose" "QuestionnairePurpose" NOT NULL,
    "standards" "IsoStandard"[],
    "title" TEXT NOT NULL,
    "titleEn" TEXT,
    "titleDa" TEXT,
    "descriptionEn" TEXT,
    "descriptionDa" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "archivedDate" TIMESTAMPTZ(3),

    CONSTRAINT "Questionnaire_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QuestionnaireVersion" (
    "id" UUID NOT NULL,
    "questionnaireId" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "sections" JSONB NOT NULL,
    "authorId" UUID,
    "authorName" TEXT NOT NULL,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "QuestionnaireVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QuestionnaireAnswer" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "auditId" UUID,
    "inspectionId" UUID,
    "questionKey" TEXT NOT NULL,
    "choice" "AnswerChoice",
    "scale" INTEGER,
    "number" DECIMAL(14,4),
    "text" TEXT,
    "note" TEXT,
    "answeredById" UUID,
    "answeredByName" TEXT NOT NULL,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "QuestionnaireAnswer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InternalAudit" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "areaId" UUID,
    "standards" "IsoStandard"[],
    "clauses" TEXT[],
    "scope" TEXT,
    "criteria" TEXT,
    "leadAuditorId" UUID,
    "independenceNote" TEXT,
    "plannedStart" DATE NOT NULL,
    "plannedEnd" DATE,
    "actualStart" DATE,
    "actualEnd" DATE,
    "questionnaireVersionId" UUID,
    "strongPoints" TEXT,
    "summary" TEXT,
    "status" "InternalAuditStatus" NOT NULL DEFAULT 'PLANNED',
    "closedAt" TIMESTAMPTZ(3),
    "closedById" UUID,
    "closedByName" TEXT,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "archivedDate" TIMESTAMPTZ(3),

    CONSTRAINT "InternalAudit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditFinding" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "auditId" UUID NOT NULL,
    "kind" "FindingKind" NOT NULL,
    "clause" TEXT,
    "questionKey" TEXT,
    "statement" TEXT NOT NULL,
    "evidence" TEXT,
    "rootCause" TEXT,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditFinding_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_QuestionnaireAnswerFiles" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_QuestionnaireAnswerFiles_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_AuditAuditors" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_AuditAuditors_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_AuditAuditees" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_AuditAuditees_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_InternalAuditFiles" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_InternalAuditFiles_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_AuditFindingFiles" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_AuditFindingFiles_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateIndex
CREATE UNIQUE INDEX "Questionnaire_code_key" ON "Questionnaire"("code");

-- CreateIndex
CREATE INDEX "Questionnaire_organizationId_title_id_idx" ON "Questionnaire"("organizationId", "title", "id");

-- CreateIndex
CREATE INDEX "Questionnaire_organizationId_lastModifiedDate_id_idx" ON "Questionnaire"("organizationId", "lastModifiedDate", "id");

-- CreateIndex
CREATE UNIQUE INDEX "QuestionnaireVersion_questionnaireId_version_key" ON "QuestionnaireVersion"("questionnaireId", "version");

-- CreateIndex
CREATE UNIQUE INDEX "QuestionnaireAnswer_auditId_questionKey_key" ON "QuestionnaireAnswer"("auditId", "questionKey");

-- CreateIndex
CREATE UNIQUE INDEX "QuestionnaireAnswer_inspectionId_questionKey_key" ON "QuestionnaireAnswer"("inspectionId", "questionKey");

-- CreateIndex
CREATE INDEX "InternalAudit_organizationId_plannedStart_id_idx" ON "InternalAudit"("organizationId", "plannedStart", "id");

-- CreateIndex
CREATE INDEX "InternalAudit_organizationId_title_id_idx" ON "InternalAudit"("organizationId", "title", "id");

-- CreateIndex
CREATE INDEX "InternalAudit_organizationId_year_id_idx" ON "InternalAudit"("organizationId", "year", "id");

-- CreateIndex
CREATE INDEX "InternalAudit_organizationId_status_id_idx" ON "InternalAudit"("organizationId", "status", "id");

-- CreateIndex
CREATE INDEX "InternalAudit_organizationId_lastModifiedDate_id_idx" ON "InternalAudit"("organizationId", "lastModifiedDate", "id");

-- CreateIndex
CREATE INDEX "AuditFinding_auditId_position_idx" ON "AuditFinding"("auditId", "position");

-- CreateIndex
CREATE INDEX "AuditFinding_organizationId_kind_idx" ON "AuditFinding"("organizationId", "kind");

-- CreateIndex
CREATE INDEX "_QuestionnaireAnswerFiles_B_index" ON "_QuestionnaireAnswerFiles"("B");

-- CreateIndex
CREATE INDEX "_AuditAuditors_B_index" ON "_AuditAuditors"("B");

-- CreateIndex
CREATE INDEX "_AuditAuditees_B_index" ON "_AuditAuditees"("B");

-- CreateIndex
CREATE INDEX "_InternalAuditFiles_B_index" ON "_InternalAuditFiles"("B");

-- CreateIndex
CREATE INDEX "_AuditFindingFiles_B_index" ON "_AuditFindingFiles"("B");

-- CreateIndex
CREATE INDEX "Action_findingId_position_idx" ON "Action"("findingId", "position");

-- AddForeignKey
ALTER TABLE "Action" ADD CONSTRAINT "Action_findingId_fkey" FOREIGN KEY ("findingId") REFERENCES "AuditFinding"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Agreement" ADD CONSTRAINT "Agreement_questionnaireId_fkey" FOREIGN KEY ("questionnaireId") REFERENCES "Questionnaire"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Inspection" ADD CONSTRAINT "Inspection_questionnaireVersionId_fkey" FOREIGN KEY ("questionnaireVersionId") REFERENCES "QuestionnaireVersion"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Questionnaire" ADD CONSTRAINT "Questionnaire_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Questionnaire" ADD CONSTRAINT "Questionnaire_copiedFromId_fkey" FOREIGN KEY ("copiedFromId") REFERENCES "Questionnaire"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuestionnaireVersion" ADD CONSTRAINT "QuestionnaireVersion_questionnaireId_fkey" FOREIGN KEY ("questionnaireId") REFERENCES "Questionnaire"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuestionnaireAnswer" ADD CONSTRAINT "QuestionnaireAnswer_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuestionnaireAnswer" ADD CONSTRAINT "QuestionnaireAnswer_auditId_fkey" FOREIGN KEY ("auditId") REFERENCES "InternalAudit"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuestionnaireAnswer" ADD CONSTRAINT "QuestionnaireAnswer_inspectionId_fkey" FOREIGN KEY ("inspectionId") REFERENCES "Inspection"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QuestionnaireAnswer" ADD CONSTRAINT "QuestionnaireAnswer_answeredById_fkey" FOREIGN KEY ("answeredById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InternalAudit" ADD CONSTRAINT "InternalAudit_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InternalAudit" ADD CONSTRAINT "InternalAudit_areaId_fkey" FOREIGN KEY ("areaId") REFERENCES "Area"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InternalAudit" ADD CONSTRAINT "InternalAudit_leadAuditorId_fkey" FOREIGN KEY ("leadAuditorId") REFERENCES "Membership"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InternalAudit" ADD CONSTRAINT "InternalAudit_questionnaireVersionId_fkey" FOREIGN KEY ("questionnaireVersionId") REFERENCES "QuestionnaireVersion"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InternalAudit" ADD CONSTRAINT "InternalAudit_closedById_fkey" FOREIGN KEY ("closedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuditFinding" ADD CONSTRAINT "AuditFinding_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuditFinding" ADD CONSTRAINT "AuditFinding_auditId_fkey" FOREIGN KEY ("auditId") REFERENCES "InternalAudit"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_QuestionnaireAnswerFiles" ADD CONSTRAINT "_QuestionnaireAnswerFiles_A_fkey" FOREIGN KEY ("A") REFERENCES "QuestionnaireAnswer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_QuestionnaireAnswerFiles" ADD CONSTRAINT "_QuestionnaireAnswerFiles_B_fkey" FOREIGN KEY ("B") REFERENCES "StoredFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_AuditAuditors" ADD CONSTRAINT "_AuditAuditors_A_fkey" FOREIGN KEY ("A") REFERENCES "InternalAudit"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_AuditAuditors" ADD CONSTRAINT "_AuditAuditors_B_fkey" FOREIGN KEY ("B") REFERENCES "Membership"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_AuditAuditees" ADD CONSTRAINT "_AuditAuditees_A_fkey" FOREIGN KEY ("A") REFERENCES "InternalAudit"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_AuditAuditees" ADD CONSTRAINT "_AuditAuditees_B_fkey" FOREIGN KEY ("B") REFERENCES "Membership"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_InternalAuditFiles" ADD CONSTRAINT "_InternalAuditFiles_A_fkey" FOREIGN KEY ("A") REFERENCES "InternalAudit"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_InternalAuditFiles" ADD CONSTRAINT "_InternalAuditFiles_B_fkey" FOREIGN KEY ("B") REFERENCES "StoredFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_AuditFindingFiles" ADD CONSTRAINT "_AuditFindingFiles_A_fkey" FOREIGN KEY ("A") REFERENCES "AuditFinding"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_AuditFindingFiles" ADD CONSTRAINT "_AuditFindingFiles_B_fkey" FOREIGN KEY ("B") REFERENCES "StoredFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- An answer belongs to exactly one audit or one inspection.
ALTER TABLE "QuestionnaireAnswer" ADD CONSTRAINT "QuestionnaireAnswer_owner" CHECK (
  ("auditId" IS NOT NULL) <> ("inspectionId" IS NOT NULL)
);
ALTER TABLE "InternalAudit" ADD CONSTRAINT "InternalAudit_dates" CHECK (
  ("plannedEnd" IS NULL OR "plannedEnd" >= "plannedStart")
  AND ("actualEnd" IS NULL OR ("actualStart" IS NOT NULL AND "actualEnd" >= "actualStart"))
);
-- A closed audit names who closed it and when.
ALTER TABLE "InternalAudit" ADD CONSTRAINT "InternalAudit_closed" CHECK (
  ("status" = 'CLOSED') = ("closedAt" IS NOT NULL)
);
-- A questionnaire's versions are evidence of what was asked: never changed.
CREATE FUNCTION "questionnaire_version_unchanged"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'A questionnaire version is never changed; a change is a new version';
END;
$$;
CREATE TRIGGER "QuestionnaireVersion_unchanged" BEFORE UPDATE ON "QuestionnaireVersion"
  FOR EACH ROW EXECUTE FUNCTION "questionnaire_version_unchanged"();

ALTER TABLE "Action" DROP CONSTRAINT "Action_source_link";
ALTER TABLE "Action" ADD CONSTRAINT "Action_source_link" CHECK (
  ("eventId" IS NOT NULL) = ("source" = 'EVENT') AND ("inspectionId" IS NOT NULL) = ("source" = 'INSPECTION')
  AND ("hazardId" IS NOT NULL) = ("source" = 'HAZARD') AND ("aspectId" IS NOT NULL) = ("source" = 'ASPECT')
  AND ("objectiveId" IS NOT NULL) = ("source" = 'OBJECTIVE')
  -- as text: a value added to the type in this transaction cannot be used as the type yet
  AND ("findingId" IS NOT NULL) = ("source"::text = 'FINDING')
);

-- History: a questionnaire (the system's have no organization: their entries are the platform's),
-- an audit with its answers, findings, auditors, auditees and files, and a finding's actions.
CREATE TRIGGER "Questionnaire_audit" AFTER INSERT OR UPDATE OR DELETE ON "Questionnaire"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('questionnaire', 'self');
CREATE TRIGGER "InternalAudit_audit" AFTER INSERT OR UPDATE OR DELETE ON "InternalAudit"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('internal_audit', 'self');
CREATE TRIGGER "QuestionnaireAnswer_audit" AFTER INSERT OR UPDATE OR DELETE ON "QuestionnaireAnswer"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('questionnaire_answer', 'self', 'InternalAudit.auditId', 'Inspection.inspectionId');
CREATE TRIGGER "AuditFinding_audit" AFTER INSERT OR UPDATE OR DELETE ON "AuditFinding"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('audit_finding', 'self', 'InternalAudit.auditId');
CREATE TRIGGER "AuditAuditors_audit" AFTER INSERT OR DELETE ON "_AuditAuditors"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('audit_auditor', 'related', 'InternalAudit.A', 'Membership.B');
CREATE TRIGGER "AuditAuditees_audit" AFTER INSERT OR DELETE ON "_AuditAuditees"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('audit_auditee', 'related', 'InternalAudit.A', 'Membership.B');
CREATE TRIGGER "InternalAuditFiles_audit" AFTER INSERT OR DELETE ON "_InternalAuditFiles"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('internal_audit_file', 'related', 'InternalAudit.A', 'StoredFile.B');
CREATE TRIGGER "AuditFindingFiles_audit" AFTER INSERT OR DELETE ON "_AuditFindingFiles"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('audit_finding_file', 'related', 'AuditFinding.A', 'StoredFile.B');
CREATE TRIGGER "QuestionnaireAnswerFiles_audit" AFTER INSERT OR DELETE ON "_QuestionnaireAnswerFiles"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('questionnaire_answer_file', 'related', 'QuestionnaireAnswer.A', 'StoredFile.B');
DROP TRIGGER "Action_audit" ON "Action";
CREATE TRIGGER "Action_audit" AFTER INSERT OR UPDATE OR DELETE ON "Action"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('action', 'self', 'Event.eventId', 'Inspection.inspectionId', 'RiskHazard.hazardId', 'EnvironmentalAspect.aspectId', 'Objective.objectiveId', 'AuditFinding.findingId');
