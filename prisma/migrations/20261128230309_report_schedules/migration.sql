-- CreateEnum
CREATE TYPE "ReportFrequency" AS ENUM ('MONTHLY', 'QUARTERLY');

-- CreateEnum
CREATE TYPE "ReportFileFormat" AS ENUM ('PDF', 'XLSX');

-- CreateTable
CREATE TABLE "ReportSchedule" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "reportKey" TEXT NOT NULL,
    "includeDescendants" BOOLEAN NOT NULL DEFAULT false,
    "frequency" "ReportFrequency" NOT NULL,
    "formats" "ReportFileFormat"[],
    "note" TEXT,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "archivedDate" TIMESTAMPTZ(3),

    CONSTRAINT "ReportSchedule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReportDelivery" (
    "id" UUID NOT NULL,
    "scheduleId" UUID NOT NULL,
    "periodFrom" TEXT NOT NULL,
    "periodTo" TEXT NOT NULL,
    "recipientCount" INTEGER NOT NULL,
    "sentDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReportDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_ReportRecipients" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_ReportRecipients_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateIndex
CREATE INDEX "ReportSchedule_organizationId_lastModifiedDate_id_idx" ON "ReportSchedule"("organizationId", "lastModifiedDate", "id");

-- CreateIndex
CREATE UNIQUE INDEX "ReportDelivery_scheduleId_periodFrom_key" ON "ReportDelivery"("scheduleId", "periodFrom");

-- CreateIndex
CREATE INDEX "_ReportRecipients_B_index" ON "_ReportRecipients"("B");

-- AddForeignKey
ALTER TABLE "ReportSchedule" ADD CONSTRAINT "ReportSchedule_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReportDelivery" ADD CONSTRAINT "ReportDelivery_scheduleId_fkey" FOREIGN KEY ("scheduleId") REFERENCES "ReportSchedule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ReportRecipients" ADD CONSTRAINT "_ReportRecipients_A_fkey" FOREIGN KEY ("A") REFERENCES "Membership"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ReportRecipients" ADD CONSTRAINT "_ReportRecipients_B_fkey" FOREIGN KEY ("B") REFERENCES "ReportSchedule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A schedule sends at least one file; a note stays a note.
ALTER TABLE "ReportSchedule" ADD CONSTRAINT "ReportSchedule_formats" CHECK (cardinality("formats") >= 1);
ALTER TABLE "ReportSchedule" ADD CONSTRAINT "ReportSchedule_note_length" CHECK (char_length("note") <= 2000);
ALTER TABLE "ReportDelivery" ADD CONSTRAINT "ReportDelivery_period" CHECK (
  "periodFrom" ~ '^\d{4}-(0[1-9]|1[0-2])$' AND "periodTo" ~ '^\d{4}-(0[1-9]|1[0-2])$' AND "periodTo" >= "periodFrom"
);

-- History: a schedule and its recipients.
CREATE TRIGGER "ReportSchedule_audit" AFTER INSERT OR UPDATE OR DELETE ON "ReportSchedule"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('report_schedule', 'self');
CREATE TRIGGER "ReportRecipients_audit" AFTER INSERT OR DELETE ON "_ReportRecipients"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('report_recipient', 'related', 'ReportSchedule.B', 'Membership.A');
