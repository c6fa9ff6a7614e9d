-- AlterTable
ALTER TABLE "Competence" ADD COLUMN     "earliestDueDate" DATE;

-- CreateIndex
CREATE INDEX "Competence_organizationId_earliestDueDate_id_idx" ON "Competence"("organizationId", "earliestDueDate", "id");

-- The competence list sorts and filters by status through "earliestDueDate": the earliest date any
-- of the competence's requirements falls due (the next due date once acquired, else the acquisition
-- deadline). Sorting it ascending puts overdue competences first, then those due soon; the status
-- filter compares it with today. A trigger keeps it equal to the requirements on every change,
-- whichever code writes them. It is a derived figure, not a change anyone made, so the audit trail
-- does not record it (ehs.audit is off for the one update, then restored).
CREATE FUNCTION "competence_earliest_due_date"(competence uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  audit text := current_setting('ehs.audit', true);
BEGIN
  PERFORM set_config('ehs.audit', 'off', true);
  UPDATE "Competence" c SET "earliestDueDate" = (
    SELECT min(CASE WHEN r."lastAcquisitionDate" IS NOT NULL THEN r."nextDueDate" ELSE r."acquisitionDeadline" END)
    FROM "CompetenceRequirement" r WHERE r."competenceId" = c."id"
  ) WHERE c."id" = competence;
  PERFORM set_config('ehs.audit', coalesce(audit, ''), true);
END
$$;

CREATE FUNCTION "requirement_moves_earliest_due_date"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "competence_earliest_due_date"(OLD."competenceId");
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."competenceId" IS DISTINCT FROM OLD."competenceId") THEN
    PERFORM "competence_earliest_due_date"(NEW."competenceId");
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "CompetenceRequirement_earliest_due_date"
  AFTER INSERT OR DELETE OR UPDATE OF "competenceId", "acquisitionDeadline", "lastAcquisitionDate", "nextDueDate"
  ON "CompetenceRequirement" FOR EACH ROW EXECUTE FUNCTION "requirement_moves_earliest_due_date"();

UPDATE "Competence" c SET "earliestDueDate" = (
  SELECT min(CASE WHEN r."lastAcquisitionDate" IS NOT NULL THEN r."nextDueDate" ELSE r."acquisitionDeadline" END)
  FROM "CompetenceRequirement" r WHERE r."competenceId" = c."id"
);
