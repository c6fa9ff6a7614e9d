-- CreateEnum
CREATE TYPE "LegislationKind" AS ENUM ('REGULATION', 'DIRECTIVE', 'DECISION', 'ACT', 'EXECUTIVE_ORDER');

-- CreateEnum
CREATE TYPE "ComplianceStatus" AS ENUM ('NOT_EVALUATED', 'NOT_COMPLIANT', 'PARTLY_COMPLIANT', 'COMPLIANT');

-- CreateTable
CREATE TABLE "Topic" (
    "id" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "nameDa" TEXT NOT NULL,

    CONSTRAINT "Topic_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Legislation" (
    "id" UUID NOT NULL,
    "jurisdiction" VARCHAR(4) NOT NULL,
    "kind" "LegislationKind" NOT NULL,
    "officialNumber" TEXT NOT NULL,
    "celexNumber" TEXT,
    "officialUrl" TEXT,
    "titleEn" TEXT,
    "titleDa" TEXT,
    "sortTitle" TEXT NOT NULL,
    "shortName" TEXT,
    "effectiveDate" DATE,
    "summaryEn" TEXT,
    "summaryDa" TEXT,
    "sources" TEXT,
    "notes" TEXT,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Legislation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BindingObligation" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "legislationId" UUID NOT NULL,
    "legislationTitle" TEXT NOT NULL DEFAULT '',
    "applicability" TEXT,
    "responsibleId" UUID,
    "status" "ComplianceStatus" NOT NULL DEFAULT 'NOT_EVALUATED',
    "evaluationDate" DATE,
    "evaluatorId" UUID,
    "evaluationNotes" TEXT,
    "evaluationRecurrence" "Frequency",
    "nextEvaluationDate" DATE,
    "evaluatedAt" TIMESTAMPTZ(3),
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "archivedDate" TIMESTAMPTZ(3),

    CONSTRAINT "BindingObligation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_LegislationToTopic" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_LegislationToTopic_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_LegislationToStoredFile" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_LegislationToStoredFile_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_BindingObligationToStoredFile" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_BindingObligationToStoredFile_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateIndex
CREATE UNIQUE INDEX "Topic_key_key" ON "Topic"("key");

-- CreateIndex
CREATE INDEX "Legislation_sortTitle_id_idx" ON "Legislation"("sortTitle", "id");

-- CreateIndex
CREATE INDEX "Legislation_jurisdiction_id_idx" ON "Legislation"("jurisdiction", "id");

-- CreateIndex
CREATE INDEX "Legislation_officialNumber_id_idx" ON "Legislation"("officialNumber", "id");

-- CreateIndex
CREATE INDEX "Legislation_effectiveDate_id_idx" ON "Legislation"("effectiveDate", "id");

-- CreateIndex
CREATE INDEX "Legislation_lastModifiedDate_id_idx" ON "Legislation"("lastModifiedDate", "id");

-- CreateIndex
CREATE UNIQUE INDEX "Legislation_officialNumber_key" ON "Legislation"("officialNumber");

-- CreateIndex
CREATE INDEX "BindingObligation_organizationId_legislationTitle_id_idx" ON "BindingObligation"("organizationId", "legislationTitle", "id");

-- CreateIndex
CREATE INDEX "BindingObligation_organizationId_status_id_idx" ON "BindingObligation"("organizationId", "status", "id");

-- CreateIndex
CREATE INDEX "BindingObligation_organizationId_nextEvaluationDate_id_idx" ON "BindingObligation"("organizationId", "nextEvaluationDate", "id");

-- CreateIndex
CREATE INDEX "BindingObligation_organizationId_evaluationDate_id_idx" ON "BindingObligation"("organizationId", "evaluationDate", "id");

-- CreateIndex
CREATE INDEX "BindingObligation_organizationId_lastModifiedDate_id_idx" ON "BindingObligation"("organizationId", "lastModifiedDate", "id");

-- CreateIndex
CREATE UNIQUE INDEX "BindingObligation_organizationId_legislationId_key" ON "BindingObligation"("organizationId", "legislationId");

-- CreateIndex
CREATE INDEX "_LegislationToTopic_B_index" ON "_LegislationToTopic"("B");

-- CreateIndex
CREATE INDEX "_LegislationToStoredFile_B_index" ON "_LegislationToStoredFile"("B");

-- CreateIndex
CREATE INDEX "_BindingObligationToStoredFile_B_index" ON "_BindingObligationToStoredFile"("B");

-- AddForeignKey
ALTER TABLE "BindingObligation" ADD CONSTRAINT "BindingObligation_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BindingObligation" ADD CONSTRAINT "BindingObligation_legislationId_fkey" FOREIGN KEY ("legislationId") REFERENCES "Legislation"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BindingObligation" ADD CONSTRAINT "BindingObligation_responsibleId_fkey" FOREIGN KEY ("responsibleId") REFERENCES "Membership"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BindingObligation" ADD CONSTRAINT "BindingObligation_evaluatorId_fkey" FOREIGN KEY ("evaluatorId") REFERENCES "Membership"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_LegislationToTopic" ADD CONSTRAINT "_LegislationToTopic_A_fkey" FOREIGN KEY ("A") REFERENCES "Legislation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_LegislationToTopic" ADD CONSTRAINT "_LegislationToTopic_B_fkey" FOREIGN KEY ("B") REFERENCES "Topic"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_LegislationToStoredFile" ADD CONSTRAINT "_LegislationToStoredFile_A_fkey" FOREIGN KEY ("A") REFERENCES "Legislation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_LegislationToStoredFile" ADD CONSTRAINT "_LegislationToStoredFile_B_fkey" FOREIGN KEY ("B") REFERENCES "StoredFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_BindingObligationToStoredFile" ADD CONSTRAINT "_BindingObligationToStoredFile_A_fkey" FOREIGN KEY ("A") REFERENCES "BindingObligation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_BindingObligationToStoredFile" ADD CONSTRAINT "_BindingObligationToStoredFile_B_fkey" FOREIGN KEY ("B") REFERENCES "StoredFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Copied sort key (see migration list_sort_keys): the obligation list sorts by the act's title.
CREATE FUNCTION "obligation_copy_legislation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT l."sortTitle" INTO NEW."legislationTitle" FROM "Legislation" l WHERE l."id" = NEW."legislationId";
  RETURN NEW;
END
$$;

CREATE TRIGGER "BindingObligation_copy_legislation" BEFORE INSERT OR UPDATE OF "legislationId", "legislationTitle"
  ON "BindingObligation" FOR EACH ROW EXECUTE FUNCTION "obligation_copy_legislation"();

CREATE FUNCTION "legislation_copy_to_obligations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "BindingObligation" SET "legislationTitle" = NEW."sortTitle" WHERE "legislationId" = NEW."id";
  RETURN NULL;
END
$$;

CREATE TRIGGER "Legislation_copy_to_obligations" AFTER UPDATE OF "sortTitle" ON "Legislation"
  FOR EACH ROW WHEN (OLD."sortTitle" IS DISTINCT FROM NEW."sortTitle")
  EXECUTE FUNCTION "legislation_copy_to_obligations"();

-- The audit trail (see migration audit_trail). The catalogue belongs to no organization, like the
-- stakeholder catalogue; an obligation and its evidence files belong to theirs.
CREATE TRIGGER "Legislation_audit" AFTER INSERT OR UPDATE OR DELETE ON "Legislation"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('legislation', 'self');
CREATE TRIGGER "BindingObligation_audit" AFTER INSERT OR UPDATE OR DELETE ON "BindingObligation"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('binding_obligation', 'self');
CREATE TRIGGER "BindingObligationFile_audit" AFTER INSERT OR DELETE ON "_BindingObligationToStoredFile"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('binding_obligation_file', 'related', 'BindingObligation.A', 'StoredFile.B');
