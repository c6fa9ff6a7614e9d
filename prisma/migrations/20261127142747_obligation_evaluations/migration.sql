-- Compliance evaluations become records of their own (ObligationEvaluation): evaluating an
-- obligation again adds an evaluation instead of overwriting the last one. Each obligation's current
-- evaluation (status, date, evaluator, notes, evidence files) moves into one evaluation record,
-- recorded when it was (evaluatedAt) by whom the audit trail names, where it does; the obligation
-- keeps copies of its latest evaluation for its list, and gains the anchor of its schedule.

-- The new columns and tables first, the old ones go once their data has moved.
ALTER TABLE "BindingObligation" ADD COLUMN     "evaluationScheduleStart" DATE,
ADD COLUMN     "nextEvaluationSetByHand" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "ObligationEvaluation" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "obligationId" UUID NOT NULL,
    "evaluationDate" DATE NOT NULL,
    "status" "ComplianceStatus" NOT NULL,
    "evaluatorId" UUID,
    "evaluatorName" TEXT,
    "notes" TEXT,
    "nextEvaluationDate" DATE,
    "nextEvaluationSetByHand" BOOLEAN NOT NULL DEFAULT false,
    "recordedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "recordedById" UUID,
    "recordedByName" TEXT,

    CONSTRAINT "ObligationEvaluation_pkey" PRIMARY KEY ("id"),
    -- an evaluation has a result; "not evaluated" is the obligation without one
    CONSTRAINT "ObligationEvaluation_status_is_a_result" CHECK ("status" <> 'NOT_EVALUATED')
);

-- CreateTable
CREATE TABLE "_ObligationEvaluationToStoredFile" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_ObligationEvaluationToStoredFile_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateIndex
CREATE INDEX "ObligationEvaluation_obligationId_evaluationDate_id_idx" ON "ObligationEvaluation"("obligationId", "evaluationDate", "id");

-- CreateIndex
CREATE INDEX "ObligationEvaluation_organizationId_evaluationDate_id_idx" ON "ObligationEvaluation"("organizationId", "evaluationDate", "id");

-- CreateIndex
CREATE INDEX "ObligationEvaluation_evaluatorId_idx" ON "ObligationEvaluation"("evaluatorId");

-- CreateIndex
CREATE INDEX "_ObligationEvaluationToStoredFile_B_index" ON "_ObligationEvaluationToStoredFile"("B");

-- AddForeignKey
ALTER TABLE "ObligationEvaluation" ADD CONSTRAINT "ObligationEvaluation_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ObligationEvaluation" ADD CONSTRAINT "ObligationEvaluation_obligationId_fkey" FOREIGN KEY ("obligationId") REFERENCES "BindingObligation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ObligationEvaluation" ADD CONSTRAINT "ObligationEvaluation_evaluatorId_fkey" FOREIGN KEY ("evaluatorId") REFERENCES "Membership"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ObligationEvaluation" ADD CONSTRAINT "ObligationEvaluation_recordedById_fkey" FOREIGN KEY ("recordedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ObligationEvaluationToStoredFile" ADD CONSTRAINT "_ObligationEvaluationToStoredFile_A_fkey" FOREIGN KEY ("A") REFERENCES "ObligationEvaluation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ObligationEvaluationToStoredFile" ADD CONSTRAINT "_ObligationEvaluationToStoredFile_B_fkey" FOREIGN KEY ("B") REFERENCES "StoredFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Moving the data is no change of anyone's records: the audit trail keeps what it recorded of the
-- obligations and records nothing of the move (the setting ends with this migration's transaction).
SELECT set_config('ehs.audit', 'off', true);

-- Each evaluated obligation's evaluation becomes its first evaluation record. An obligation "not
-- evaluated" has none, whatever notes it held. Who recorded it: the person the audit trail names for
-- the obligation's last change of evaluatedAt, when the trail still has that entry.
INSERT INTO "ObligationEvaluation" ("id", "organizationId", "obligationId", "evaluationDate", "status",
                                    "evaluatorId", "evaluatorName", "notes", "nextEvaluationDate",
                                    "recordedAt", "recordedById", "recordedByName")
SELECT gen_random_uuid(), o."organizationId", o."id",
       coalesce(o."evaluationDate", (coalesce(o."evaluatedAt", o."lastModifiedDate") AT TIME ZONE 'UTC')::date),
       o."status", o."evaluatorId", nullif(m."userName", ''), nullif(o."evaluationNotes", ''), o."nextEvaluationDate",
       coalesce(o."evaluatedAt", o."lastModifiedDate"), u."id", coalesce(u."name", nullif(who."actorName", ''))
FROM "BindingObligation" o
LEFT JOIN "Membership" m ON m."id" = o."evaluatorId"
LEFT JOIN LATERAL (
  SELECT a."actorId", a."actorName" FROM "AuditEntry" a
  WHERE a."entityId" = o."id" AND a."entityType" = 'binding_obligation' AND a."changes" ? 'evaluatedAt'
    AND a."changes" -> 'evaluatedAt' ->> 'after' IS NOT NULL AND a."actorName" <> ''
  ORDER BY a."occurredAt" DESC LIMIT 1
) who ON true
LEFT JOIN "User" u ON u."id" = who."actorId"
WHERE o."status" <> 'NOT_EVALUATED';

-- The evidence files go with the evaluation.
INSERT INTO "_ObligationEvaluationToStoredFile" ("A", "B")
SELECT e."id", f."B" FROM "_BindingObligationToStoredFile" f JOIN "ObligationEvaluation" e ON e."obligationId" = f."A";

-- The schedule of an evaluated obligation starts on its evaluation; the next date it holds counts as
-- set by hand where the recurrence would not give it (one recurrence after the evaluation).
UPDATE "BindingObligation" o SET
  "evaluationDate" = e."evaluationDate",
  "evaluatedAt" = e."recordedAt",
  "evaluationScheduleStart" = e."evaluationDate"
FROM "ObligationEvaluation" e WHERE e."obligationId" = o."id";

UPDATE "BindingObligation" SET "nextEvaluationSetByHand" = true
WHERE "nextEvaluationDate" IS DISTINCT FROM (
  CASE WHEN "status" = 'NOT_EVALUATED' OR "evaluationRecurrence" IS NULL OR "evaluationRecurrence" = 'P0D' THEN NULL
       ELSE ("evaluationDate" + "evaluationRecurrence"::text::interval)::date END);

UPDATE "ObligationEvaluation" e SET "nextEvaluationSetByHand" = o."nextEvaluationSetByHand"
FROM "BindingObligation" o WHERE o."id" = e."obligationId";

-- A not-evaluated obligation loses nothing it held: its notes are kept below how the act applies,
-- its files in the organization's files (standalone, so the sweep of unattached files keeps them).
UPDATE "BindingObligation" SET "applicability" = concat_ws(E'\n\n', nullif("applicability", ''), "evaluationNotes")
WHERE "status" = 'NOT_EVALUATED' AND nullif(btrim("evaluationNotes"), '') IS NOT NULL;

UPDATE "StoredFile" SET "standalone" = true
WHERE "id" IN (SELECT f."B" FROM "_BindingObligationToStoredFile" f JOIN "BindingObligation" o ON o."id" = f."A"
               WHERE o."status" = 'NOT_EVALUATED');

SELECT set_config('ehs.audit', 'on', true);

-- The old columns and the obligation's own link to its files (and its audit trigger) go.
ALTER TABLE "BindingObligation" DROP CONSTRAINT "BindingObligation_evaluatorId_fkey";
ALTER TABLE "BindingObligation" DROP COLUMN "evaluationNotes", DROP COLUMN "evaluatorId";
DROP TABLE "_BindingObligationToStoredFile";

-- The audit trail (see migration audit_trail): an evaluation is the obligation's, so its history shows
-- it; an evaluation's files are entries related to the evaluation and the file.
CREATE TRIGGER "ObligationEvaluation_audit" AFTER INSERT OR UPDATE OR DELETE ON "ObligationEvaluation"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('obligation_evaluation', 'self', 'BindingObligation.obligationId');
CREATE TRIGGER "ObligationEvaluationFile_audit" AFTER INSERT OR DELETE ON "_ObligationEvaluationToStoredFile"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('obligation_evaluation_file', 'related', 'ObligationEvaluation.A', 'StoredFile.B');

-- Evaluations are evidence: once recorded, no statement changes or deletes one, whoever writes. What
-- the database does by itself stays possible: an organization deleted takes its evaluations along
-- (a cascade, inside a trigger), and a member or user removed leaves an evaluation without the link
-- (the names stay in evaluatorName and recordedByName). A correction is a new evaluation.
CREATE FUNCTION "obligation_evaluation_is_final"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF pg_trigger_depth() > 1 THEN
      RETURN OLD;
    END IF;
  ELSIF to_jsonb(NEW) - 'evaluatorId' - 'recordedById' = to_jsonb(OLD) - 'evaluatorId' - 'recordedById'
        AND (NEW."evaluatorId" IS NULL OR NEW."evaluatorId" = OLD."evaluatorId")
        AND (NEW."recordedById" IS NULL OR NEW."recordedById" = OLD."recordedById") THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'a recorded evaluation cannot be changed or deleted; record a new one'
    USING ERRCODE = 'insufficient_privilege';
END $$;

CREATE TRIGGER "ObligationEvaluation_final" BEFORE UPDATE OR DELETE ON "ObligationEvaluation"
  FOR EACH ROW EXECUTE FUNCTION "obligation_evaluation_is_final"();

-- An evaluation is named in the audit trail by its obligation's act: parents are named by their
-- legislationTitle too. The function is otherwise that of audit_unnamed_parents.
CREATE OR REPLACE FUNCTION "audit_row"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entity_type text := TG_ARGV[0];
  hidden text[] := ARRAY['id', 'createdDate', 'lastModifiedDate', 'passwordHash', 'storageKey', 'A', 'B'];
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) ELSE '{}'::jsonb END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) ELSE '{}'::jsonb END;
  row_data jsonb := CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END;
  diff jsonb := '{}'::jsonb;
  field text;
  act "AuditAction";
  org uuid;
  related uuid[] := '{}';
  names text[] := '{}';
  spec text;
  ref uuid;
  parent jsonb;
BEGIN
  IF current_setting('ehs.audit', true) = 'off' THEN
    RETURN NULL;
  END IF;
  FOR field IN SELECT jsonb_object_keys(old_row || new_row) LOOP
    CONTINUE WHEN field = ANY (hidden);
    IF coalesce(old_row -> field, 'null'::jsonb) IS DISTINCT FROM coalesce(new_row -> field, 'null'::jsonb) THEN
      diff := diff || jsonb_build_object(field, jsonb_build_object('before', old_row -> field, 'after', new_row -> field));
    END IF;
  END LOOP;
  IF TG_OP = 'INSERT' THEN
    act := 'CREATE';
  ELSIF TG_OP = 'DELETE' THEN
    act := 'DELETE';
  ELSIF diff = '{}'::jsonb THEN
    RETURN NULL; -- only lastModifiedDate moved (a related write touched the row)
  ELSIF diff ? 'archivedDate' AND new_row ->> 'archivedDate' IS NOT NULL THEN
    act := 'ARCHIVE';
  ELSIF diff ? 'archivedDate' THEN
    act := 'RESTORE';
  ELSE
    act := 'UPDATE';
  END IF;
  IF TG_ARGV[1] = 'id' THEN
    org := (row_data ->> 'id')::uuid;
  ELSIF TG_ARGV[1] = 'self' THEN
    org := (row_data ->> 'organizationId')::uuid;
  END IF;
  FOR i IN 2 .. TG_NARGS - 1 LOOP
    spec := TG_ARGV[i];
    ref := (row_data ->> split_part(spec, '.', 2))::uuid;
    CONTINUE WHEN ref IS NULL;
    related := related || ref;
    EXECUTE format('SELECT to_jsonb(t) FROM %I t WHERE t.id = $1', split_part(spec, '.', 1)) INTO parent USING ref;
    IF parent IS NOT NULL THEN
      IF TG_ARGV[1] = 'related' AND org IS NULL THEN
        org := (parent ->> 'organizationId')::uuid;
      END IF;
      names := names || nullif(coalesce(parent ->> 'name', parent ->> 'userName', parent ->> 'title', parent ->> 'sortTitle',
                                            parent ->> 'legislationTitle', ''), '');
    END IF;
  END LOOP;
  IF TG_ARGV[1] = 'related' AND org IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO "AuditEntry" ("id", "organizationId", "actorId", "actorName", "action", "entityType", "entityId",
                            "entityName", "relatedIds", "changes")
  VALUES (gen_random_uuid(), org, nullif(current_setting('ehs.actor_id', true), '')::uuid,
          coalesce(current_setting('ehs.actor_name', true), ''), act, entity_type,
          CASE WHEN row_data ? 'id' THEN (row_data ->> 'id')::uuid END,
          coalesce(row_data ->> 'name', row_data ->> 'userName', row_data ->> 'stakeholderName', row_data ->> 'title',
                   row_data ->> 'sortTitle', row_data ->> 'legislationTitle',
                   array_to_string(names, ' · ')),
          related, diff);
  RETURN NULL;
END $$;
