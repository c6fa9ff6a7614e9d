-- The links of two catalogue records (an agreement template's acts of the legislation catalogue)
-- are recorded too, as the platform's entries (no organization), like the catalogue records
-- themselves: 'catalogue-related' is 'related' without an organization to require. A communication
-- plan's line is named by its topic and a logged communication by its subject.
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
      IF TG_ARGV[1] IN ('related', 'catalogue-related') AND org IS NULL THEN
        org := (parent ->> 'organizationId')::uuid;
      END IF;
      names := names || nullif(coalesce(parent ->> 'name', parent ->> 'userName', parent ->> 'title', parent ->> 'sortTitle',
                                            parent ->> 'legislationTitle', parent ->> 'nameEn', parent ->> 'topic',
                                            parent ->> 'subject', ''), '');
    END IF;
  END LOOP;
  -- a link between two organizations' records belongs to their organization; a link between two
  -- catalogue records (a template's acts) is the platform's, like the records themselves
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
                   row_data ->> 'topic', row_data ->> 'subject', array_to_string(names, ' · ')),
          related, diff);
  RETURN NULL;
END $$;


DROP TRIGGER "AgreementTemplateLegislation_audit" ON "_AgreementTemplateLegislation";
CREATE TRIGGER "AgreementTemplateLegislation_audit" AFTER INSERT OR DELETE ON "_AgreementTemplateLegislation"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('agreement_template_legislation', 'catalogue-related', 'AgreementTemplate.A', 'Legislation.B');
