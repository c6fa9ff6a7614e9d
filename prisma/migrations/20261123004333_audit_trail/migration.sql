-- CreateEnum
CREATE TYPE "AuditAction" AS ENUM ('CREATE', 'UPDATE', 'ARCHIVE', 'RESTORE', 'DELETE', 'SIGN_IN', 'SIGN_IN_FAILED', 'PASSWORD_RESET', 'SIGN_OUT');

-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "archivedDate" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "Area" ADD COLUMN     "archivedDate" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "Competence" ADD COLUMN     "archivedDate" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "Role" ADD COLUMN     "archivedDate" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "StakeholderAssociation" ADD COLUMN     "archivedDate" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "AuditEntry" (
    "id" UUID NOT NULL,
    "occurredAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "organizationId" UUID,
    "actorId" UUID,
    "actorName" TEXT NOT NULL DEFAULT '',
    "action" "AuditAction" NOT NULL,
    "entityType" TEXT NOT NULL,
    "entityId" UUID,
    "entityName" TEXT NOT NULL DEFAULT '',
    "relatedIds" UUID[],
    "changes" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "AuditEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuditEntry_organizationId_occurredAt_id_idx" ON "AuditEntry"("organizationId", "occurredAt", "id");

-- CreateIndex
CREATE INDEX "AuditEntry_organizationId_actorName_id_idx" ON "AuditEntry"("organizationId", "actorName", "id");

-- CreateIndex
CREATE INDEX "AuditEntry_organizationId_entityType_id_idx" ON "AuditEntry"("organizationId", "entityType", "id");

-- CreateIndex
CREATE INDEX "AuditEntry_organizationId_action_id_idx" ON "AuditEntry"("organizationId", "action", "id");

-- CreateIndex
CREATE INDEX "AuditEntry_entityId_occurredAt_idx" ON "AuditEntry"("entityId", "occurredAt");

-- CreateIndex
CREATE INDEX "AuditEntry_relatedIds_idx" ON "AuditEntry" USING GIN ("relatedIds");

-- CreateIndex
CREATE INDEX "AuditEntry_actorId_occurredAt_idx" ON "AuditEntry"("actorId", "occurredAt");

-- The audit trail. Every insert, update and delete of tenant data writes an AuditEntry in the same
-- transaction, whichever code runs the statement. The application names the actor for the
-- transaction (set_config('ehs.actor_id' / 'ehs.actor_name', …, true), lib/platform/writes/audit.ts);
-- without one the entry has no actor (seeding, maintenance). A bulk load may switch recording off
-- for its own session with SET ehs.audit = 'off'.
--
-- Arguments: the entity type; where the organization comes from ('self': the row's organizationId,
-- 'id': the row is the organization, 'related': the first related record's organizationId); then
-- the related records as 'Table.column'. A link row whose related record is gone (removed by the
-- same statement's cascade) writes nothing: the record's own entry tells of it.
CREATE FUNCTION "audit_row"() RETURNS trigger LANGUAGE plpgsql AS $$
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
      names := names || coalesce(parent ->> 'name', parent ->> 'userName', '');
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
          coalesce(row_data ->> 'name', row_data ->> 'userName', row_data ->> 'stakeholderName',
                   array_to_string(names, ' · ')),
          related, diff);
  RETURN NULL;
END $$;

CREATE TRIGGER "Organization_audit" AFTER INSERT OR UPDATE OR DELETE ON "Organization"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('organization', 'id');
CREATE TRIGGER "Membership_audit" AFTER INSERT OR UPDATE OR DELETE ON "Membership"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('member', 'self', 'Area.areaId');
CREATE TRIGGER "Area_audit" AFTER INSERT OR UPDATE OR DELETE ON "Area"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('area', 'self');
CREATE TRIGGER "Role_audit" AFTER INSERT OR UPDATE OR DELETE ON "Role"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('role', 'self');
CREATE TRIGGER "Competence_audit" AFTER INSERT OR UPDATE OR DELETE ON "Competence"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('competence', 'self');
CREATE TRIGGER "CompetenceRequirement_audit" AFTER INSERT OR UPDATE OR DELETE ON "CompetenceRequirement"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('competence_requirement', 'related', 'Membership.membershipId', 'Competence.competenceId');
CREATE TRIGGER "RoleMember_audit" AFTER INSERT OR DELETE ON "RoleMember"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('role_member', 'related', 'Role.roleId', 'Membership.membershipId');
CREATE TRIGGER "RoleCompetence_audit" AFTER INSERT OR DELETE ON "RoleCompetence"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('role_competence', 'related', 'Role.roleId', 'Competence.competenceId');
CREATE TRIGGER "Scope_audit" AFTER INSERT OR UPDATE OR DELETE ON "Scope"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('scope', 'self');
CREATE TRIGGER "Stakeholder_audit" AFTER INSERT OR UPDATE OR DELETE ON "Stakeholder"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('stakeholder', 'self');
CREATE TRIGGER "StakeholderAssociation_audit" AFTER INSERT OR UPDATE OR DELETE ON "StakeholderAssociation"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('stakeholder_association', 'self', 'Stakeholder.stakeholderId');
CREATE TRIGGER "StoredFile_audit" AFTER INSERT OR UPDATE OR DELETE ON "StoredFile"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('file', 'self');
CREATE TRIGGER "CompetenceFile_audit" AFTER INSERT OR DELETE ON "_CompetenceToStoredFile"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('competence_file', 'related', 'Competence.A', 'StoredFile.B');
CREATE TRIGGER "ScopeFile_audit" AFTER INSERT OR DELETE ON "_ScopeToStoredFile"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('scope_file', 'related', 'Scope.A', 'StoredFile.B');
CREATE TRIGGER "StakeholderAssociationFile_audit" AFTER INSERT OR DELETE ON "_StakeholderAssociationToStoredFile"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('stakeholder_association_file', 'related', 'StakeholderAssociation.A', 'StoredFile.B');

-- Entries are final: no statement may change or delete one, except the retention job, which sets
-- ehs.audit_retention for its own transaction (lib/platform/audit/retention.ts).
CREATE FUNCTION "audit_entry_is_final"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('ehs.audit_retention', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit entries cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END $$;

CREATE TRIGGER "AuditEntry_final" BEFORE UPDATE OR DELETE ON "AuditEntry"
  FOR EACH ROW EXECUTE FUNCTION "audit_entry_is_final"();
CREATE TRIGGER "AuditEntry_no_truncate" BEFORE TRUNCATE ON "AuditEntry"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_entry_is_final"();
