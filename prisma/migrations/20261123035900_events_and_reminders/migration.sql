-- CreateEnum
CREATE TYPE "ReminderFrequency" AS ENUM ('DAILY', 'WEEKLY', 'OFF');

-- CreateEnum
CREATE TYPE "EventKind" AS ENUM ('ACCIDENT', 'NEAR_MISS', 'UNSAFE_CONDITION', 'ENVIRONMENTAL_INCIDENT', 'OBSERVATION');

-- CreateEnum
CREATE TYPE "EventImportance" AS ENUM ('HIGH', 'MEDIUM', 'LOW');

-- CreateEnum
CREATE TYPE "EventStatus" AS ENUM ('REPORTED', 'UNDER_INVESTIGATION', 'ACTIONS_PENDING', 'CLOSED');

-- CreateEnum
CREATE TYPE "EventActionType" AS ENUM ('CORRECTIVE', 'PREVENTIVE');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "calendarFeedHash" TEXT,
ADD COLUMN     "reminderFrequency" "ReminderFrequency" NOT NULL DEFAULT 'DAILY';

-- CreateTable
CREATE TABLE "ReminderDigest" (
    "userId" UUID NOT NULL,
    "day" DATE NOT NULL,
    "itemCount" INTEGER NOT NULL,
    "sentDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReminderDigest_pkey" PRIMARY KEY ("userId","day")
);

-- CreateTable
CREATE TABLE "Event" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "kind" "EventKind" NOT NULL,
    "importance" "EventImportance" NOT NULL,
    "accidentOccurred" BOOLEAN NOT NULL DEFAULT false,
    "occurredAt" TIMESTAMPTZ(3) NOT NULL,
    "areaId" UUID,
    "location" TEXT,
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "status" "EventStatus" NOT NULL DEFAULT 'REPORTED',
    "reportedById" UUID,
    "reporterName" TEXT NOT NULL DEFAULT '',
    "immediateAction" TEXT,
    "investigation" TEXT,
    "rootCause" TEXT,
    "closedDate" TIMESTAMPTZ(3),
    "idempotencyKey" UUID,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "archivedDate" TIMESTAMPTZ(3),

    CONSTRAINT "Event_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EventAction" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "eventId" UUID NOT NULL,
    "type" "EventActionType" NOT NULL,
    "description" TEXT NOT NULL,
    "responsibleId" UUID,
    "dueDate" DATE,
    "doneDate" DATE,
    "waived" BOOLEAN NOT NULL DEFAULT false,
    "waivedReason" TEXT,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EventAction_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_EventToStoredFile" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_EventToStoredFile_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateIndex
CREATE INDEX "Event_organizationId_occurredAt_id_idx" ON "Event"("organizationId", "occurredAt", "id");

-- CreateIndex
CREATE INDEX "Event_organizationId_title_id_idx" ON "Event"("organizationId", "title", "id");

-- CreateIndex
CREATE INDEX "Event_organizationId_kind_id_idx" ON "Event"("organizationId", "kind", "id");

-- CreateIndex
CREATE INDEX "Event_organizationId_importance_id_idx" ON "Event"("organizationId", "importance", "id");

-- CreateIndex
CREATE INDEX "Event_organizationId_status_id_idx" ON "Event"("organizationId", "status", "id");

-- CreateIndex
CREATE INDEX "Event_organizationId_lastModifiedDate_id_idx" ON "Event"("organizationId", "lastModifiedDate", "id");

-- CreateIndex
CREATE UNIQUE INDEX "Event_organizationId_idempotencyKey_key" ON "Event"("organizationId", "idempotencyKey");

-- CreateIndex
CREATE INDEX "EventAction_eventId_position_idx" ON "EventAction"("eventId", "position");

-- CreateIndex
CREATE INDEX "EventAction_organizationId_dueDate_idx" ON "EventAction"("organizationId", "dueDate");

-- CreateIndex
CREATE INDEX "_EventToStoredFile_B_index" ON "_EventToStoredFile"("B");

-- CreateIndex
CREATE UNIQUE INDEX "User_calendarFeedHash_key" ON "User"("calendarFeedHash");

-- AddForeignKey
ALTER TABLE "ReminderDigest" ADD CONSTRAINT "ReminderDigest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Event" ADD CONSTRAINT "Event_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Event" ADD CONSTRAINT "Event_areaId_fkey" FOREIGN KEY ("areaId") REFERENCES "Area"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Event" ADD CONSTRAINT "Event_reportedById_fkey" FOREIGN KEY ("reportedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventAction" ADD CONSTRAINT "EventAction_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EventAction" ADD CONSTRAINT "EventAction_responsibleId_fkey" FOREIGN KEY ("responsibleId") REFERENCES "Membership"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_EventToStoredFile" ADD CONSTRAINT "_EventToStoredFile_A_fkey" FOREIGN KEY ("A") REFERENCES "Event"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_EventToStoredFile" ADD CONSTRAINT "_EventToStoredFile_B_fkey" FOREIGN KEY ("B") REFERENCES "StoredFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The audit trail (see migration audit_trail): the event, its actions (in the event's history too)
-- and its photos and files.
CREATE TRIGGER "Event_audit" AFTER INSERT OR UPDATE OR DELETE ON "Event"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('event', 'self');
CREATE TRIGGER "EventAction_audit" AFTER INSERT OR UPDATE OR DELETE ON "EventAction"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('event_action', 'self', 'Event.eventId');
CREATE TRIGGER "EventFile_audit" AFTER INSERT OR DELETE ON "_EventToStoredFile"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('event_file', 'related', 'Event.A', 'StoredFile.B');
