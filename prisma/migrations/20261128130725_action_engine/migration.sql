-- One action engine: every source's actions in one table. The events' corrective and preventive
-- actions move onto it with their ids, so their history (audit entries of type 'event_action',
-- found by the action's id and related to its event) stays theirs; the entries are not rewritten.

-- CreateEnum
CREATE TYPE "ActionSource" AS ENUM ('PLAN', 'EVENT', 'INSPECTION');

-- CreateEnum
CREATE TYPE "ActionKind" AS ENUM ('CORRECTIVE', 'PREVENTIVE', 'IMPROVEMENT');

-- CreateEnum
CREATE TYPE "ActionPriority" AS ENUM ('LOW', 'MEDIUM', 'HIGH');

-- CreateEnum
CREATE TYPE "ActionStatus" AS ENUM ('PLANNED', 'IN_PROGRESS', 'DONE', 'CANCELLED');

-- CreateEnum
CREATE TYPE "EffectivenessResult" AS ENUM ('EFFECTIVE', 'NOT_EFFECTIVE');

-- CreateTable
CREATE TABLE "Action" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "kind" "ActionKind",
    "source" "ActionSource" NOT NULL DEFAULT 'PLAN',
    "eventId" UUID,
    "inspectionId" UUID,
    "areaId" UUID,
    "responsibleId" UUID,
    "dueDate" DATE,
    "priority" "ActionPriority" NOT NULL DEFAULT 'MEDIUM',
    "status" "ActionStatus" NOT NULL DEFAULT 'PLANNED',
    "cancelledReason" TEXT,
    "doneDate" DATE,
    "note" TEXT,
    "effectivenessDueDate" DATE,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "archivedDate" TIMESTAMPTZ(3),

    CONSTRAINT "Action_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ActionEffectivenessCheck" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "actionId" UUID NOT NULL,
    "result" "EffectivenessResult" NOT NULL,
    "note" TEXT,
    "checkedById" UUID,
    "checkedByName" TEXT NOT NULL,
    "checkedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ActionEffectivenessCheck_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_ActionEvidence" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_ActionEvidence_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateIndex
CREATE INDEX "Action_eventId_position_idx" ON "Action"("eventId", "position");

-- CreateIndex
CREATE INDEX "Action_inspectionId_position_idx" ON "Action"("inspectionId", "position");

-- CreateIndex
CREATE INDEX "Action_organizationId_dueDate_id_idx" ON "Action"("organizationId", "dueDate", "id");

-- CreateIndex
CREATE INDEX "Action_organizationId_title_id_idx" ON "Action"("organizationId", "title", "id");

-- CreateIndex
CREATE INDEX "Action_organizationId_status_dueDate_id_idx" ON "Action"("organizationId", "status", "dueDate", "id");

-- CreateIndex
CREATE INDEX "Action_organizationId_priority_id_idx" ON "Action"("organizationId", "priority", "id");

-- CreateIndex
CREATE INDEX "Action_organizationId_areaId_idx" ON "Action"("organizationId", "areaId");

-- CreateIndex
CREATE INDEX "Action_organizationId_lastModifiedDate_id_idx" ON "Action"("organizationId", "lastModifiedDate", "id");

-- CreateIndex
CREATE INDEX "Action_responsibleId_status_idx" ON "Action"("responsibleId", "status");

-- CreateIndex
CREATE INDEX "ActionEffectivenessCheck_actionId_checkedDate_idx" ON "ActionEffectivenessCheck"("actionId", "checkedDate");

-- CreateIndex
CREATE INDEX "_ActionEvidence_B_index" ON "_ActionEvidence"("B");

-- AddForeignKey
ALTER TABLE "Action" ADD CONSTRAINT "Action_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Action" ADD CONSTRAINT "Action_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Action" ADD CONSTRAINT "Action_inspectionId_fkey" FOREIGN KEY ("inspectionId") REFERENCES "Inspection"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Action" ADD CONSTRAINT "Action_areaId_fkey" FOREIGN KEY ("areaId") REFERENCES "Area"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Action" ADD CONSTRAINT "Action_responsibleId_fkey" FOREIGN KEY ("responsibleId") REFERENCES "Membership"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ActionEffectivenessCheck" ADD CONSTRAINT "ActionEffectivenessCheck_actionId_fkey" FOREIGN KEY ("actionId") REFERENCES "Action"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ActionEffectivenessCheck" ADD CONSTRAINT "ActionEffectivenessCheck_checkedById_fkey" FOREIGN KEY ("checkedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ActionEvidence" ADD CONSTRAINT "_ActionEvidence_A_fkey" FOREIGN KEY ("A") REFERENCES "Action"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ActionEvidence" ADD CONSTRAINT "_ActionEvidence_B_fkey" FOREIGN KEY ("B") REFERENCES "StoredFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- An action names the record it came from in the one column of its source, and only there.
ALTER TABLE "Action" ADD CONSTRAINT "Action_source_link" CHECK (
  ("eventId" IS NOT NULL) = ("source" = 'EVENT') AND ("inspectionId" IS NOT NULL) = ("source" = 'INSPECTION')
);
ALTER TABLE "Action" ADD CONSTRAINT "Action_cancelled_reason" CHECK ("status" <> 'CANCELLED' OR "cancelledReason" IS NOT NULL);

-- The events' actions, moved: waived ones are cancelled (the reason kept), done ones done, and
-- their description is the title. Copied before the audit triggers exist, so the move itself
-- writes no entries.
INSERT INTO "Action" ("id", "organizationId", "title", "kind", "source", "eventId", "areaId", "responsibleId", "dueDate",
                      "status", "cancelledReason", "doneDate", "position", "createdDate", "lastModifiedDate")
SELECT a."id", a."organizationId", a."description", a."type"::text::"ActionKind", 'EVENT', a."eventId", e."areaId", a."responsibleId",
       a."dueDate",
       CASE WHEN a."waived" THEN 'CANCELLED' WHEN a."doneDate" IS NOT NULL THEN 'DONE' ELSE 'PLANNED' END::"ActionStatus",
       CASE WHEN a."waived" THEN coalesce(nullif(a."waivedReason", ''), '-') END,
       CASE WHEN a."waived" THEN NULL ELSE a."doneDate" END, a."position", a."createdDate", a."lastModifiedDate"
FROM "EventAction" a JOIN "Event" e ON e."id" = a."eventId";

DROP TABLE "EventAction";
DROP TYPE "EventActionType";

-- The audit trail (see migration audit_trail): an action is in its source record's history too.
CREATE TRIGGER "Action_audit" AFTER INSERT OR UPDATE OR DELETE ON "Action"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('action', 'self', 'Event.eventId', 'Inspection.inspectionId');
CREATE TRIGGER "ActionEffectivenessCheck_audit" AFTER INSERT OR UPDATE OR DELETE ON "ActionEffectivenessCheck"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('action_effectiveness_check', 'self', 'Action.actionId');
CREATE TRIGGER "ActionEvidence_audit" AFTER INSERT OR DELETE ON "_ActionEvidence"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('action_file', 'related', 'Action.A', 'StoredFile.B');
