-- Delegation (ISO 5.3): the responsibilities (a shared catalogue and organizations' own) and who holds
-- them, with their acceptance.

-- CreateTable
CREATE TABLE "Responsibility" (
    "id" UUID NOT NULL,
    "organizationId" UUID,
    "code" TEXT,
    "nameEn" TEXT NOT NULL,
    "nameDa" TEXT NOT NULL,
    "descriptionEn" TEXT,
    "descriptionDa" TEXT,
    "basis" TEXT,
    "required" BOOLEAN NOT NULL DEFAULT false,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "archivedDate" TIMESTAMPTZ(3),

    CONSTRAINT "Responsibility_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Delegation" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "responsibilityId" UUID NOT NULL,
    "memberId" UUID NOT NULL,
    "delegatedById" UUID,
    "delegatedByName" TEXT NOT NULL,
    "authority" TEXT,
    "startDate" DATE NOT NULL,
    "endDate" DATE,
    "acceptedDate" TIMESTAMPTZ(3),
    "acceptedById" UUID,
    "acceptedByName" TEXT,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "archivedDate" TIMESTAMPTZ(3),

    CONSTRAINT "Delegation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Responsibility_code_key" ON "Responsibility"("code");

-- CreateIndex
CREATE INDEX "Responsibility_organizationId_position_idx" ON "Responsibility"("organizationId", "position");

-- CreateIndex
CREATE INDEX "Delegation_organizationId_startDate_id_idx" ON "Delegation"("organizationId", "startDate", "id");

-- CreateIndex
CREATE INDEX "Delegation_organizationId_lastModifiedDate_id_idx" ON "Delegation"("organizationId", "lastModifiedDate", "id");

-- CreateIndex
CREATE INDEX "Delegation_organizationId_responsibilityId_idx" ON "Delegation"("organizationId", "responsibilityId");

-- CreateIndex
CREATE INDEX "Delegation_memberId_idx" ON "Delegation"("memberId");

-- AddForeignKey
ALTER TABLE "Responsibility" ADD CONSTRAINT "Responsibility_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Delegation" ADD CONSTRAINT "Delegation_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Delegation" ADD CONSTRAINT "Delegation_responsibilityId_fkey" FOREIGN KEY ("responsibilityId") REFERENCES "Responsibility"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Delegation" ADD CONSTRAINT "Delegation_memberId_fkey" FOREIGN KEY ("memberId") REFERENCES "Membership"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Delegation" ADD CONSTRAINT "Delegation_delegatedById_fkey" FOREIGN KEY ("delegatedById") REFERENCES "Membership"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Delegation" ADD CONSTRAINT "Delegation_acceptedById_fkey" FOREIGN KEY ("acceptedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Who accepted is the delegated member alone: the acceptance names them and when.
ALTER TABLE "Delegation" ADD CONSTRAINT "Delegation_acceptance" CHECK (("acceptedDate" IS NULL) = ("acceptedByName" IS NULL));
ALTER TABLE "Delegation" ADD CONSTRAINT "Delegation_dates" CHECK ("endDate" IS NULL OR "endDate" >= "startDate");

-- The audit trail (see migration audit_trail): an organization's own responsibilities, and its
-- delegations, named by the responsibility and the member.
CREATE TRIGGER "Responsibility_audit" AFTER INSERT OR UPDATE OR DELETE ON "Responsibility"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('responsibility', 'self');
CREATE TRIGGER "Delegation_audit" AFTER INSERT OR UPDATE OR DELETE ON "Delegation"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('delegation', 'self', 'Responsibility.responsibilityId', 'Membership.memberId');

-- A responsibility is named by its English name when it has no other (the function is otherwise
-- that of single_sign_on).
CREATE OR REPLACE FUNCTION "audit_row"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entity_type text := TG_ARGV[0];
  hidden text[] := ARRAY['id', 'createdDate', 'lastModifiedDate', 'passwordHash', 'clientSecret', 'storageKey', 'A', 'B'];
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
                                            parent ->> 'legislationTitle', parent ->> 'nameEn', ''), '');
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
                   row_data ->> 'sortTitle', row_data ->> 'legislationTitle', row_data ->> 'nameEn',
                   array_to_string(names, ' · ')),
          related, diff);
  RETURN NULL;
END $$;
