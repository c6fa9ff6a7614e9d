-- CreateEnum
CREATE TYPE "CommunicationChannel" AS ENUM ('EMAIL', 'LETTER', 'MEETING', 'PHONE', 'NOTICE_BOARD', 'INTRANET', 'WEBSITE', 'REPORT', 'OTHER');

-- CreateEnum
CREATE TYPE "CommunicationDirection" AS ENUM ('INCOMING', 'OUTGOING');

-- CreateEnum
CREATE TYPE "CommunicationKind" AS ENUM ('GENERAL', 'COMPLAINT', 'INQUIRY', 'NOTIFICATION');

-- AlterEnum
ALTER TYPE "ActionSource" ADD VALUE 'COMMUNICATION';

-- AlterTable
ALTER TABLE "Action" ADD COLUMN     "communicationId" UUID;

-- AlterTable
ALTER TABLE "MeterReading" ADD COLUMN     "idempotencyKey" UUID;

-- AlterTable
ALTER TABLE "WasteBulkRegistration" ADD COLUMN     "idempotencyKey" UUID;

-- AlterTable
ALTER TABLE "Agreement" ADD COLUMN     "templateId" UUID;

-- AlterTable
ALTER TABLE "Inspection" ADD COLUMN     "idempotencyKey" UUID;

-- CreateTable
CREATE TABLE "AgreementTemplate" (
    "id" UUID NOT NULL,
    "code" TEXT,
    "title" TEXT NOT NULL,
    "titleEn" TEXT,
    "titleDa" TEXT,
    "descriptionEn" TEXT,
    "descriptionDa" TEXT,
    "type" "AgreementType" NOT NULL,
    "frequency" "Frequency" NOT NULL,
    "reminderLeadDays" INTEGER NOT NULL DEFAULT 30,
    "countryAlpha2" VARCHAR(2),
    "questionnaireId" UUID,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "archivedDate" TIMESTAMPTZ(3),

    CONSTRAINT "AgreementTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CommunicationPlanItem" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "topic" TEXT NOT NULL,
    "description" TEXT,
    "internalAudience" TEXT,
    "channel" "CommunicationChannel" NOT NULL,
    "direction" "CommunicationDirection" NOT NULL DEFAULT 'OUTGOING',
    "frequency" "Frequency" NOT NULL,
    "startsAt" DATE NOT NULL,
    "nextDueDate" DATE,
    "responsibleId" UUID,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "archivedDate" TIMESTAMPTZ(3),

    CONSTRAINT "CommunicationPlanItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Communication" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "date" DATE NOT NULL,
    "direction" "CommunicationDirection" NOT NULL,
    "kind" "CommunicationKind" NOT NULL DEFAULT 'GENERAL',
    "channel" "CommunicationChannel" NOT NULL,
    "stakeholderId" UUID,
    "counterpart" TEXT,
    "subject" TEXT NOT NULL,
    "text" TEXT,
    "responseDueDate" DATE,
    "respondedDate" DATE,
    "response" TEXT,
    "planItemId" UUID,
    "responsibleId" UUID,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "archivedDate" TIMESTAMPTZ(3),

    CONSTRAINT "Communication_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SearchEntry" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "recordId" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "detail" TEXT,
    "body" TEXT,
    "codes" TEXT[],
    "archived" BOOLEAN NOT NULL DEFAULT false,
    "document" tsvector,

    CONSTRAINT "SearchEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SupportTicket" (
    "id" UUID NOT NULL,
    "organizationId" UUID,
    "userId" UUID,
    "senderName" TEXT NOT NULL,
    "senderEmail" TEXT NOT NULL,
    "language" "Language" NOT NULL,
    "page" TEXT,
    "subject" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "sentDate" TIMESTAMPTZ(3),
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SupportTicket_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_SupportTicketFiles" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_SupportTicketFiles_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_AgreementTemplateLegislation" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_AgreementTemplateLegislation_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_CommunicationPlanStakeholders" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_CommunicationPlanStakeholders_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_CommunicationFiles" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_CommunicationFiles_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateIndex
CREATE UNIQUE INDEX "AgreementTemplate_code_key" ON "AgreementTemplate"("code");

-- CreateIndex
CREATE INDEX "AgreementTemplate_title_id_idx" ON "AgreementTemplate"("title", "id");

-- CreateIndex
CREATE INDEX "AgreementTemplate_type_id_idx" ON "AgreementTemplate"("type", "id");

-- CreateIndex
CREATE INDEX "AgreementTemplate_lastModifiedDate_id_idx" ON "AgreementTemplate"("lastModifiedDate", "id");

-- CreateIndex
CREATE INDEX "CommunicationPlanItem_organizationId_topic_id_idx" ON "CommunicationPlanItem"("organizationId", "topic", "id");

-- CreateIndex
CREATE INDEX "CommunicationPlanItem_organizationId_nextDueDate_id_idx" ON "CommunicationPlanItem"("organizationId", "nextDueDate", "id");

-- CreateIndex
CREATE INDEX "CommunicationPlanItem_organizationId_lastModifiedDate_id_idx" ON "CommunicationPlanItem"("organizationId", "lastModifiedDate", "id");

-- CreateIndex
CREATE INDEX "Communication_organizationId_date_id_idx" ON "Communication"("organizationId", "date", "id");

-- CreateIndex
CREATE INDEX "Communication_organizationId_kind_date_id_idx" ON "Communication"("organizationId", "kind", "date", "id");

-- CreateIndex
CREATE INDEX "Communication_organizationId_responseDueDate_id_idx" ON "Communication"("organizationId", "responseDueDate", "id");

-- CreateIndex
CREATE INDEX "Communication_organizationId_lastModifiedDate_id_idx" ON "Communication"("organizationId", "lastModifiedDate", "id");

-- CreateIndex
CREATE INDEX "Communication_planItemId_date_idx" ON "Communication"("planItemId", "date");

-- CreateIndex
CREATE INDEX "SearchEntry_organizationId_kind_idx" ON "SearchEntry"("organizationId", "kind");

-- CreateIndex
CREATE UNIQUE INDEX "SearchEntry_kind_recordId_key" ON "SearchEntry"("kind", "recordId");

-- CreateIndex
CREATE INDEX "SupportTicket_createdDate_idx" ON "SupportTicket"("createdDate");

-- CreateIndex
CREATE INDEX "_SupportTicketFiles_B_index" ON "_SupportTicketFiles"("B");

-- CreateIndex
CREATE INDEX "_AgreementTemplateLegislation_B_index" ON "_AgreementTemplateLegislation"("B");

-- CreateIndex
CREATE INDEX "_CommunicationPlanStakeholders_B_index" ON "_CommunicationPlanStakeholders"("B");

-- CreateIndex
CREATE INDEX "_CommunicationFiles_B_index" ON "_CommunicationFiles"("B");

-- CreateIndex
CREATE INDEX "Action_communicationId_position_idx" ON "Action"("communicationId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "MeterReading_organizationId_idempotencyKey_key" ON "MeterReading"("organizationId", "idempotencyKey");

-- CreateIndex
CREATE UNIQUE INDEX "WasteBulkRegistration_organizationId_idempotencyKey_key" ON "WasteBulkRegistration"("organizationId", "idempotencyKey");

-- CreateIndex
CREATE UNIQUE INDEX "Inspection_organizationId_idempotencyKey_key" ON "Inspection"("organizationId", "idempotencyKey");

-- AddForeignKey
ALTER TABLE "Action" ADD CONSTRAINT "Action_communicationId_fkey" FOREIGN KEY ("communicationId") REFERENCES "Communication"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Agreement" ADD CONSTRAINT "Agreement_templateId_fkey" FOREIGN KEY ("templateId") REFERENCES "AgreementTemplate"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AgreementTemplate" ADD CONSTRAINT "AgreementTemplate_questionnaireId_fkey" FOREIGN KEY ("questionnaireId") REFERENCES "Questionnaire"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommunicationPlanItem" ADD CONSTRAINT "CommunicationPlanItem_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CommunicationPlanItem" ADD CONSTRAINT "CommunicationPlanItem_responsibleId_fkey" FOREIGN KEY ("responsibleId") REFERENCES "Membership"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Communication" ADD CONSTRAINT "Communication_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Communication" ADD CONSTRAINT "Communication_stakeholderId_fkey" FOREIGN KEY ("stakeholderId") REFERENCES "StakeholderAssociation"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Communication" ADD CONSTRAINT "Communication_planItemId_fkey" FOREIGN KEY ("planItemId") REFERENCES "CommunicationPlanItem"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Communication" ADD CONSTRAINT "Communication_responsibleId_fkey" FOREIGN KEY ("responsibleId") REFERENCES "Membership"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SearchEntry" ADD CONSTRAINT "SearchEntry_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SupportTicket" ADD CONSTRAINT "SupportTicket_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SupportTicket" ADD CONSTRAINT "SupportTicket_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_SupportTicketFiles" ADD CONSTRAINT "_SupportTicketFiles_A_fkey" FOREIGN KEY ("A") REFERENCES "StoredFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_SupportTicketFiles" ADD CONSTRAINT "_SupportTicketFiles_B_fkey" FOREIGN KEY ("B") REFERENCES "SupportTicket"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_AgreementTemplateLegislation" ADD CONSTRAINT "_AgreementTemplateLegislation_A_fkey" FOREIGN KEY ("A") REFERENCES "AgreementTemplate"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_AgreementTemplateLegislation" ADD CONSTRAINT "_AgreementTemplateLegislation_B_fkey" FOREIGN KEY ("B") REFERENCES "Legislation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_CommunicationPlanStakeholders" ADD CONSTRAINT "_CommunicationPlanStakeholders_A_fkey" FOREIGN KEY ("A") REFERENCES "CommunicationPlanItem"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_CommunicationPlanStakeholders" ADD CONSTRAINT "_CommunicationPlanStakeholders_B_fkey" FOREIGN KEY ("B") REFERENCES "StakeholderAssociation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_CommunicationFiles" ADD CONSTRAINT "_CommunicationFiles_A_fkey" FOREIGN KEY ("A") REFERENCES "Communication"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_CommunicationFiles" ADD CONSTRAINT "_CommunicationFiles_B_fkey" FOREIGN KEY ("B") REFERENCES "StoredFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- An action answers one source: a communication (a complaint) is one more.
ALTER TABLE "Action" DROP CONSTRAINT "Action_source_link";
ALTER TABLE "Action" ADD CONSTRAINT "Action_source_link" CHECK (
  ("eventId" IS NOT NULL) = ("source" = 'EVENT') AND ("inspectionId" IS NOT NULL) = ("source" = 'INSPECTION')
  AND ("hazardId" IS NOT NULL) = ("source" = 'HAZARD') AND ("aspectId" IS NOT NULL) = ("source" = 'ASPECT')
  AND ("objectiveId" IS NOT NULL) = ("source" = 'OBJECTIVE') AND ("findingId" IS NOT NULL) = ("source" = 'FINDING')
  AND ("evaluationId" IS NOT NULL) = ("source" = 'COMPLIANCE') AND ("decisionId" IS NOT NULL) = ("source" = 'REVIEW')
  -- as text: a value added to the type in this transaction cannot be used as the type yet
  AND ("communicationId" IS NOT NULL) = ("source"::text = 'COMMUNICATION')
);

-- Lengths the forms allow, and dates in order.
ALTER TABLE "AgreementTemplate" ADD CONSTRAINT "AgreementTemplate_texts" CHECK (
  char_length("title") <= 300 AND char_length("descriptionEn") <= 10000 AND char_length("descriptionDa") <= 10000
  AND ("titleEn" IS NOT NULL OR "titleDa" IS NOT NULL)
);
ALTER TABLE "AgreementTemplate" ADD CONSTRAINT "AgreementTemplate_lead_days" CHECK ("reminderLeadDays" BETWEEN 0 AND 365);
ALTER TABLE "AgreementTemplate" ADD CONSTRAINT "AgreementTemplate_country_code" CHECK ("countryAlpha2" ~ '^[A-Z]{2}$');
ALTER TABLE "CommunicationPlanItem" ADD CONSTRAINT "CommunicationPlanItem_texts" CHECK (
  char_length("topic") <= 300 AND char_length("description") <= 10000 AND char_length("internalAudience") <= 500
);
ALTER TABLE "Communication" ADD CONSTRAINT "Communication_texts" CHECK (
  char_length("subject") <= 300 AND char_length("text") <= 20000 AND char_length("response") <= 20000
  AND char_length("counterpart") <= 300
);
ALTER TABLE "Communication" ADD CONSTRAINT "Communication_response_dates" CHECK (
  "respondedDate" IS NULL OR "respondedDate" >= "date"
);
ALTER TABLE "SupportTicket" ADD CONSTRAINT "SupportTicket_texts" CHECK (
  char_length("subject") <= 300 AND char_length("message") <= 10000 AND char_length("page") <= 2000
);

-- The search: words by their dictionaries, identifiers by their start.
CREATE INDEX "SearchEntry_document_idx" ON "SearchEntry" USING GIN ("document");
CREATE INDEX "SearchEntry_codes_idx" ON "SearchEntry" USING GIN ("codes");

-- History: agreement templates (the system's: the platform's entries), the communication plan and
-- log with their stakeholders and files, a communication's actions.
CREATE TRIGGER "AgreementTemplate_audit" AFTER INSERT OR UPDATE OR DELETE ON "AgreementTemplate"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('agreement_template', 'self');
CREATE TRIGGER "AgreementTemplateLegislation_audit" AFTER INSERT OR DELETE ON "_AgreementTemplateLegislation"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('agreement_template_legislation', 'related', 'AgreementTemplate.A', 'Legislation.B');
CREATE TRIGGER "CommunicationPlanItem_audit" AFTER INSERT OR UPDATE OR DELETE ON "CommunicationPlanItem"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('communication_plan_item', 'self');
CREATE TRIGGER "CommunicationPlanStakeholders_audit" AFTER INSERT OR DELETE ON "_CommunicationPlanStakeholders"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('communication_plan_stakeholder', 'related', 'CommunicationPlanItem.A', 'StakeholderAssociation.B');
CREATE TRIGGER "Communication_audit" AFTER INSERT OR UPDATE OR DELETE ON "Communication"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('communication', 'self', 'CommunicationPlanItem.planItemId');
CREATE TRIGGER "CommunicationFiles_audit" AFTER INSERT OR DELETE ON "_CommunicationFiles"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('communication_file', 'related', 'Communication.A', 'StoredFile.B');
DROP TRIGGER "Action_audit" ON "Action";
CREATE TRIGGER "Action_audit" AFTER INSERT OR UPDATE OR DELETE ON "Action"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('action', 'self', 'Event.eventId', 'Inspection.inspectionId', 'RiskHazard.hazardId', 'EnvironmentalAspect.aspectId', 'Objective.objectiveId', 'AuditFinding.findingId', 'ObligationEvaluation.evaluationId', 'ReviewDecision.decisionId', 'Communication.communicationId');
