-- The search index (issue 29). Every searchable record has one "SearchEntry": its kind, its
-- organization, its title, a line under it (`detail`), its text as plain words (`body`: a rich
-- text's words, never its markup), its identifiers (`codes`: CAS, EC and UN numbers, lower case
-- without spaces) and `document`, the words of the English, Danish and simple dictionaries of all
-- of it. Triggers on each searchable table write the entries in the transaction of the change,
-- whoever writes (the API, the seed, a console), so the search never shows what is gone nor misses
-- what is new. Which kinds a person may see is decided by the application (lib/modules/search).

-- The plain text of a stored rich text (sanitised HTML): block tags become spaces, other tags go,
-- and the entities the sanitiser writes are read back as characters.
CREATE FUNCTION "search_plain_text"(html text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  result text := html;
  entity text[];
  code integer;
BEGIN
  IF result IS NULL THEN
    RETURN NULL;
  END IF;
  result := regexp_replace(result, '<!--.*?-->', ' ', 'gs');
  result := regexp_replace(result,
    '<\s*/?\s*(p|br|li|ul|ol|h[1-6]|div|tr|td|th|table|thead|tbody|tfoot|caption|blockquote|hr|pre|section|article)\y[^>]*>',
    ' ', 'gi');
  result := regexp_replace(result, '<[^>]*>', '', 'g');
  FOR entity IN SELECT DISTINCT m FROM regexp_matches(result, '&#([xX][0-9a-fA-F]{1,6}|[0-9]{1,7});', 'g') AS m LOOP
    code := CASE WHEN lower(left(entity[1], 1)) = 'x'
                 THEN ('x' || lpad(substr(entity[1], 2), 8, '0'))::bit(32)::integer
                 ELSE entity[1]::integer END;
    result := replace(result, '&#' || entity[1] || ';',
      CASE WHEN code BETWEEN 1 AND 1114111 AND code NOT BETWEEN 55296 AND 57343 THEN chr(code) ELSE ' ' END);
  END LOOP;
  result := replace(replace(replace(replace(replace(replace(result,
    '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&apos;', ''''), '&#39;', '''');
  result := replace(result, '&amp;', '&');
  RETURN btrim(regexp_replace(result, '\s+', ' ', 'g'));
END
$$;

-- Identifiers as the search matches them: lower case, without spaces ("UN 1170" → "un1170"),
-- empty ones and repeats left out.
CREATE FUNCTION "search_codes"(codes text[]) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT c ORDER BY c), '{}')
  FROM (SELECT lower(regexp_replace(raw, '\s', '', 'g')) AS c FROM unnest(codes) AS raw) normalized
  WHERE c <> ''
$$;

-- What the search matches: the title (weight A) and the identifiers (A, each one lexeme as it is,
-- so "64-17" finds "64-17-5" by its start), the detail (B) and the body (D), each through the
-- English and Danish dictionaries (stems: "extinguishers" finds "extinguisher", "brandslukkere"
-- "brandslukker") and the simple one (whole words: names, and prefixes that a stem would cut off).
-- A body is cut at 100,000 characters: a tsvector holds at most 1 MB.
CREATE FUNCTION "search_document"(title text, detail text, body text, codes text[]) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english'::regconfig, coalesce(title, ''))
                   || to_tsvector('danish'::regconfig, coalesce(title, ''))
                   || to_tsvector('simple'::regconfig, coalesce(title, '')), 'A')
      || setweight(array_to_tsvector("search_codes"(coalesce(codes, '{}'))), 'A')
      || setweight(to_tsvector('english'::regconfig, coalesce(detail, ''))
                   || to_tsvector('danish'::regconfig, coalesce(detail, ''))
                   || to_tsvector('simple'::regconfig, coalesce(detail, '')), 'B')
      || to_tsvector('english'::regconfig, left(coalesce(body, ''), 100000))
      || to_tsvector('danish'::regconfig, left(coalesce(body, ''), 100000))
      || to_tsvector('simple'::regconfig, left(coalesce(body, ''), 100000))
$$;

CREATE FUNCTION "search_entry_document"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."codes" := "search_codes"(coalesce(NEW."codes", '{}'));
  NEW."body" := left(NEW."body", 100000);
  NEW."document" := "search_document"(NEW."title", NEW."detail", NEW."body", NEW."codes");
  RETURN NEW;
END
$$;

CREATE TRIGGER "SearchEntry_document" BEFORE INSERT OR UPDATE OF "title", "detail", "body", "codes" ON "SearchEntry"
  FOR EACH ROW EXECUTE FUNCTION "search_entry_document"();

-- The entries of one kind: a function per kind, "search_rows_<kind>"(ids), answers the records'
-- organization, title, detail, body, codes and whether they are archived; "search_refresh" writes
-- them: it changes only the entries whose texts or state changed (a record touched by a related
-- write costs no new document) and adds those of new records.
CREATE FUNCTION "search_refresh"(kind text, ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(ids), 0) = 0 THEN
    RETURN;
  END IF;
  EXECUTE format($statement$
    WITH found AS (
      SELECT r."organizationId", r."recordId", coalesce(r."title", '') AS "title", nullif(btrim(r."detail"), '') AS "detail",
             left(nullif(btrim(r."body"), ''), 100000) AS "body", "search_codes"(coalesce(r."codes", '{}')) AS "codes",
             r."archived"
      FROM %2$I($1) r
    ),
    updated AS (
      UPDATE "SearchEntry" e SET "organizationId" = f."organizationId", "title" = f."title", "detail" = f."detail",
             "body" = f."body", "codes" = f."codes", "archived" = f."archived"
      FROM found f
      WHERE e."kind" = %1$L AND e."recordId" = f."recordId"
        AND (e."organizationId", e."title", e."detail", e."body", e."codes", e."archived")
            IS DISTINCT FROM (f."organizationId", f."title", f."detail", f."body", f."codes", f."archived")
    )
    INSERT INTO "SearchEntry" ("id", "organizationId", "kind", "recordId", "title", "detail", "body", "codes", "archived")
    SELECT gen_random_uuid(), f."organizationId", %1$L, f."recordId", f."title", f."detail", f."body", f."codes", f."archived"
    FROM found f
    WHERE NOT EXISTS (SELECT 1 FROM "SearchEntry" e WHERE e."kind" = %1$L AND e."recordId" = f."recordId")
  $statement$, kind, 'search_rows_' || kind) USING ids;
END
$$;

-- The trigger of a searchable table (statement level, with the changed rows as "changed"): the
-- first argument names the kind its rows are entries of.
CREATE FUNCTION "search_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "SearchEntry" e USING changed c WHERE e."kind" = TG_ARGV[0] AND e."recordId" = c."id";
  ELSE
    PERFORM "search_refresh"(TG_ARGV[0], ARRAY(SELECT c."id" FROM changed c));
  END IF;
  RETURN NULL;
END
$$;

-- ─── The kinds ────────────────────────────────────────────────────────────────────────────

CREATE FUNCTION "search_rows_member"(ids uuid[])
RETURNS TABLE ("organizationId" uuid, "recordId" uuid, "title" text, "detail" text, "body" text, "codes" text[], "archived" boolean)
LANGUAGE sql STABLE AS $$
  SELECT m."organizationId", m."id", m."userName", m."jobTitle", m."userEmail", NULL::text[], false
  FROM "Membership" m JOIN unnest(ids) AS i("id") ON i."id" = m."id"
$$;

CREATE FUNCTION "search_rows_competence"(ids uuid[])
RETURNS TABLE ("organizationId" uuid, "recordId" uuid, "title" text, "detail" text, "body" text, "codes" text[], "archived" boolean)
LANGUAGE sql STABLE AS $$
  SELECT c."organizationId", c."id", c."name", NULL, c."description", NULL::text[], c."archivedDate" IS NOT NULL
  FROM "Competence" c JOIN unnest(ids) AS i("id") ON i."id" = c."id"
$$;

CREATE FUNCTION "search_rows_role"(ids uuid[])
RETURNS TABLE ("organizationId" uuid, "recordId" uuid, "title" text, "detail" text, "body" text, "codes" text[], "archived" boolean)
LANGUAGE sql STABLE AS $$
  SELECT r."organizationId", r."id", r."name", NULL, r."description", NULL::text[], r."archivedDate" IS NOT NULL
  FROM "Role" r JOIN unnest(ids) AS i("id") ON i."id" = r."id"
$$;

CREATE FUNCTION "search_rows_stakeholder"(ids uuid[])
RETURNS TABLE ("organizationId" uuid, "recordId" uuid, "title" text, "detail" text, "body" text, "codes" text[], "archived" boolean)
LANGUAGE sql STABLE AS $$
  SELECT a."organizationId", a."id", a."stakeholderName", NULL, a."needsAndExpectations", NULL::text[],
         a."archivedDate" IS NOT NULL
  FROM "StakeholderAssociation" a JOIN unnest(ids) AS i("id") ON i."id" = a."id"
$$;

CREATE FUNCTION "search_rows_policy"(ids uuid[])
RETURNS TABLE ("organizationId" uuid, "recordId" uuid, "title" text, "detail" text, "body" text, "codes" text[], "archived" boolean)
LANGUAGE sql STABLE AS $$
  SELECT p."organizationId", p."id", p."title", NULL, "search_plain_text"(p."content"), NULL::text[],
         p."archivedDate" IS NOT NULL
  FROM "Policy" p JOIN unnest(ids) AS i("id") ON i."id" = p."id"
$$;

-- a procedure is titled and written in English, Danish or both: the other title is its detail
CREATE FUNCTION "search_rows_procedure"(ids uuid[])
RETURNS TABLE ("organizationId" uuid, "recordId" uuid, "title" text, "detail" text, "body" text, "codes" text[], "archived" boolean)
LANGUAGE sql STABLE AS $$
  SELECT p."organizationId", p."id", p."title",
         concat_ws(' / ', nullif(p."titleEn", p."title"), nullif(p."titleDa", p."title")),
         concat_ws(' ', "search_plain_text"(p."contentEn"), "search_plain_text"(p."contentDa")), NULL::text[],
         p."archivedDate" IS NOT NULL
  FROM "Procedure" p JOIN unnest(ids) AS i("id") ON i."id" = p."id"
$$;

-- a binding obligation is found by its act: the act's number, short name, titles and summaries
CREATE FUNCTION "search_rows_obligation"(ids uuid[])
RETURNS TABLE ("organizationId" uuid, "recordId" uuid, "title" text, "detail" text, "body" text, "codes" text[], "archived" boolean)
LANGUAGE sql STABLE AS $$
  SELECT o."organizationId", o."id", o."legislationTitle", concat_ws(' · ', l."officialNumber", l."shortName"),
         concat_ws(' ', o."applicability", l."titleEn", l."titleDa", l."summaryEn", l."summaryDa"), NULL::text[],
         o."archivedDate" IS NOT NULL
  FROM "BindingObligation" o JOIN unnest(ids) AS i("id") ON i."id" = o."id"
  JOIN "Legislation" l ON l."id" = o."legislationId"
$$;

CREATE FUNCTION "search_rows_ownDocument"(ids uuid[])
RETURNS TABLE ("organizationId" uuid, "recordId" uuid, "title" text, "detail" text, "body" text, "codes" text[], "archived" boolean)
LANGUAGE sql STABLE AS $$
  SELECT d."organizationId", d."id", d."title", d."versionLabel", concat_ws(' ', d."description", d."isoClause"),
         NULL::text[], d."archivedDate" IS NOT NULL
  FROM "OwnDocument" d JOIN unnest(ids) AS i("id") ON i."id" = d."id"
$$;

CREATE FUNCTION "search_rows_agreement"(ids uuid[])
RETURNS TABLE ("organizationId" uuid, "recordId" uuid, "title" text, "detail" text, "body" text, "codes" text[], "archived" boolean)
LANGUAGE sql STABLE AS $$
  SELECT a."organizationId", a."id", a."title", NULL, a."description", NULL::text[], a."archivedDate" IS NOT NULL
  FROM "Agreement" a JOIN unnest(ids) AS i("id") ON i."id" = a."id"
$$;

-- an inspection is titled by its agreement, as the control book shows it; its date is its detail
CREATE FUNCTION "search_rows_inspection"(ids uuid[])
RETURNS TABLE ("organizationId" uuid, "recordId" uuid, "title" text, "detail" text, "body" text, "codes" text[], "archived" boolean)
LANGUAGE sql STABLE AS $$
  SELECT n."organizationId", n."id", coalesce(a."title", n."title"),
         to_char(coalesce(n."performedAt"::date, n."dueDate"), 'YYYY-MM-DD'),
         concat_ws(' ', n."findings", n."performerName"), NULL::text[], n."archivedDate" IS NOT NULL
  FROM "Inspection" n JOIN unnest(ids) AS i("id") ON i."id" = n."id"
  LEFT JOIN "Agreement" a ON a."id" = n."agreementId"
$$;

CREATE FUNCTION "search_rows_machine"(ids uuid[])
RETURNS TABLE ("organizationId" uuid, "recordId" uuid, "title" text, "detail" text, "body" text, "codes" text[], "archived" boolean)
LANGUAGE sql STABLE AS $$
  SELECT m."organizationId", m."id", m."name", concat_ws(' ', m."manufacturer", m."model"),
         concat_ws(' ', m."kind", m."serialNumber", m."description"), NULL::text[], m."archivedDate" IS NOT NULL
  FROM "Machine" m JOIN unnest(ids) AS i("id") ON i."id" = m."id"
$$;

CREATE FUNCTION "search_rows_meter"(ids uuid[])
RETURNS TABLE ("organizationId" uuid, "recordId" uuid, "title" text, "detail" text, "body" text, "codes" text[], "archived" boolean)
LANGUAGE sql STABLE AS $$
  SELECT m."organizationId", m."id", m."name", m."identifier", m."note", NULL::text[], m."archivedDate" IS NOT NULL
  FROM "Meter" m JOIN unnest(ids) AS i("id") ON i."id" = m."id"
$$;

CREATE FUNCTION "search_rows_wasteHandler"(ids uuid[])
RETURNS TABLE ("organizationId" uuid, "recordId" uuid, "title" text, "detail" text, "body" text, "codes" text[], "archived" boolean)
LANGUAGE sql STABLE AS $$
  SELECT w."organizationId", w."id", w."stakeholderName", w."approvalNumber",
         concat_ws(' ', w."contactName", w."contactEmail", w."notes"), NULL::text[], w."archivedDate" IS NOT NULL
  FROM "WasteHandlerAssociation" w JOIN unnest(ids) AS i("id") ON i."id" = w."id"
$$;

-- A registered chemical: its product's name, its purpose and instructions, and its substances by
-- name, CAS and EC number. The substances catalogue belongs to no organization, so a substance is
-- found through the registered chemicals that contain it (docs/product-decisions.md, "Search").
-- The catalogue holds no UN number for a product, so none is indexed yet; the codes take one.
CREATE FUNCTION "search_rows_chemical"(ids uuid[])
RETURNS TABLE ("organizationId" uuid, "recordId" uuid, "title" text, "detail" text, "body" text, "codes" text[], "archived" boolean)
LANGUAGE sql STABLE AS $$
  SELECT a."organizationId", a."id", a."name",
         (SELECT string_agg(s."casNumber", ', ' ORDER BY cs."sortOrder")
            FROM "ChemicalSubstance" cs JOIN "Substance" s ON s."id" = cs."substanceId"
           WHERE cs."chemicalId" = a."chemicalId" AND s."casNumber" IS NOT NULL),
         concat_ws(' ', a."purpose", a."instructionUse", a."instructionProtection", a."instructionFirstAid",
                   a."instructionSpills", a."instructionDisposal",
                   (SELECT string_agg(concat_ws(' ', s."nameEn", s."nameDa"), ' ')
                      FROM "ChemicalSubstance" cs JOIN "Substance" s ON s."id" = cs."substanceId"
                     WHERE cs."chemicalId" = a."chemicalId")),
         ARRAY(SELECT code FROM "ChemicalSubstance" cs JOIN "Substance" s ON s."id" = cs."substanceId",
                 LATERAL unnest(ARRAY[s."casNumber", s."ecNumber"]) AS code
               WHERE cs."chemicalId" = a."chemicalId" AND code IS NOT NULL),
         a."archivedDate" IS NOT NULL
  FROM "ChemicalAssociation" a JOIN unnest(ids) AS i("id") ON i."id" = a."id"
$$;

CREATE FUNCTION "search_rows_event"(ids uuid[])
RETURNS TABLE ("organizationId" uuid, "recordId" uuid, "title" text, "detail" text, "body" text, "codes" text[], "archived" boolean)
LANGUAGE sql STABLE AS $$
  SELECT e."organizationId", e."id", e."title", e."location",
         concat_ws(' ', e."description", e."immediateAction", e."investigation", e."rootCause", e."reporterName"),
         NULL::text[], e."archivedDate" IS NOT NULL
  FROM "Event" e JOIN unnest(ids) AS i("id") ON i."id" = e."id"
$$;

CREATE FUNCTION "search_rows_action"(ids uuid[])
RETURNS TABLE ("organizationId" uuid, "recordId" uuid, "title" text, "detail" text, "body" text, "codes" text[], "archived" boolean)
LANGUAGE sql STABLE AS $$
  SELECT a."organizationId", a."id", a."title", NULL, concat_ws(' ', a."description", a."note"), NULL::text[],
         a."archivedDate" IS NOT NULL
  FROM "Action" a JOIN unnest(ids) AS i("id") ON i."id" = a."id"
$$;

-- a risk assessment is found by its hazards too (a hazard has no screen of its own)
CREATE FUNCTION "search_rows_riskAssessment"(ids uuid[])
RETURNS TABLE ("organizationId" uuid, "recordId" uuid, "title" text, "detail" text, "body" text, "codes" text[], "archived" boolean)
LANGUAGE sql STABLE AS $$
  SELECT r."organizationId", r."id", r."title", NULL,
         concat_ws(' ', r."scope",
                   (SELECT string_agg(concat_ws(' ', h."title", h."whoExposed", h."existingControls"), ' ' ORDER BY h."position")
                      FROM "RiskHazard" h WHERE h."assessmentId" = r."id")),
         NULL::text[], r."archivedDate" IS NOT NULL
  FROM "RiskAssessment" r JOIN unnest(ids) AS i("id") ON i."id" = r."id"
$$;

CREATE FUNCTION "search_rows_aspect"(ids uuid[])
RETURNS TABLE ("organizationId" uuid, "recordId" uuid, "title" text, "detail" text, "body" text, "codes" text[], "archived" boolean)
LANGUAGE sql STABLE AS $$
  SELECT a."organizationId", a."id", a."title", a."activity", concat_ws(' ', a."impact", a."controls"), NULL::text[],
         a."archivedDate" IS NOT NULL
  FROM "EnvironmentalAspect" a JOIN unnest(ids) AS i("id") ON i."id" = a."id"
$$;

CREATE FUNCTION "search_rows_objective"(ids uuid[])
RETURNS TABLE ("organizationId" uuid, "recordId" uuid, "title" text, "detail" text, "body" text, "codes" text[], "archived" boolean)
LANGUAGE sql STABLE AS $$
  SELECT o."organizationId", o."id", o."title", NULL, concat_ws(' ', o."description", o."needs"), NULL::text[],
         o."archivedDate" IS NOT NULL
  FROM "Objective" o JOIN unnest(ids) AS i("id") ON i."id" = o."id"
$$;

CREATE FUNCTION "search_rows_internalAudit"(ids uuid[])
RETURNS TABLE ("organizationId" uuid, "recordId" uuid, "title" text, "detail" text, "body" text, "codes" text[], "archived" boolean)
LANGUAGE sql STABLE AS $$
  SELECT a."organizationId", a."id", a."title", a."year"::text,
         concat_ws(' ', a."scope", a."criteria", a."strongPoints", a."summary"), NULL::text[], a."archivedDate" IS NOT NULL
  FROM "InternalAudit" a JOIN unnest(ids) AS i("id") ON i."id" = a."id"
$$;

CREATE FUNCTION "search_rows_managementReview"(ids uuid[])
RETURNS TABLE ("organizationId" uuid, "recordId" uuid, "title" text, "detail" text, "body" text, "codes" text[], "archived" boolean)
LANGUAGE sql STABLE AS $$
  SELECT r."organizationId", r."id", r."title", to_char(r."meetingDate", 'YYYY-MM-DD'),
         concat_ws(' ', r."agenda", r."otherParticipants", r."suitability", r."adequacy", r."effectiveness",
                   r."resourceNeeds"),
         NULL::text[], r."archivedDate" IS NOT NULL
  FROM "ManagementReview" r JOIN unnest(ids) AS i("id") ON i."id" = r."id"
$$;

CREATE FUNCTION "search_rows_complianceRound"(ids uuid[])
RETURNS TABLE ("organizationId" uuid, "recordId" uuid, "title" text, "detail" text, "body" text, "codes" text[], "archived" boolean)
LANGUAGE sql STABLE AS $$
  SELECT r."organizationId", r."id", r."title", r."year"::text, concat_ws(' ', r."note", r."signOffNote"), NULL::text[],
         r."archivedDate" IS NOT NULL
  FROM "ComplianceRound" r JOIN unnest(ids) AS i("id") ON i."id" = r."id"
$$;

CREATE FUNCTION "search_rows_communication"(ids uuid[])
RETURNS TABLE ("organizationId" uuid, "recordId" uuid, "title" text, "detail" text, "body" text, "codes" text[], "archived" boolean)
LANGUAGE sql STABLE AS $$
  SELECT c."organizationId", c."id", c."subject", coalesce(c."counterpart", s."name"),
         concat_ws(' ', c."text", c."response"), NULL::text[], c."archivedDate" IS NOT NULL
  FROM "Communication" c JOIN unnest(ids) AS i("id") ON i."id" = c."id"
  LEFT JOIN "Stakeholder" s ON s."id" = c."stakeholderId"
$$;

CREATE FUNCTION "search_rows_communicationPlan"(ids uuid[])
RETURNS TABLE ("organizationId" uuid, "recordId" uuid, "title" text, "detail" text, "body" text, "codes" text[], "archived" boolean)
LANGUAGE sql STABLE AS $$
  SELECT p."organizationId", p."id", p."topic", p."internalAudience", p."description", NULL::text[],
         p."archivedDate" IS NOT NULL
  FROM "CommunicationPlanItem" p JOIN unnest(ids) AS i("id") ON i."id" = p."id"
$$;

-- ─── The triggers ─────────────────────────────────────────────────────────────────────────

-- A transition table may belong to a trigger of one event only: three per table.
DO $$
DECLARE
  searchable text[] := ARRAY[
    'Membership:member', 'Competence:competence', 'Role:role', 'StakeholderAssociation:stakeholder',
    'Policy:policy', 'Procedure:procedure', 'BindingObligation:obligation', 'OwnDocument:ownDocument',
    'Agreement:agreement', 'Inspection:inspection', 'Machine:machine', 'Meter:meter',
    'WasteHandlerAssociation:wasteHandler', 'ChemicalAssociation:chemical', 'Event:event', 'Action:action',
    'RiskAssessment:riskAssessment', 'EnvironmentalAspect:aspect', 'Objective:objective',
    'InternalAudit:internalAudit', 'ManagementReview:managementReview', 'ComplianceRound:complianceRound',
    'Communication:communication', 'CommunicationPlanItem:communicationPlan'];
  pair text;
  tbl text;
  kind text;
BEGIN
  FOREACH pair IN ARRAY searchable LOOP
    tbl := split_part(pair, ':', 1);
    kind := split_part(pair, ':', 2);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed
                    FOR EACH STATEMENT EXECUTE FUNCTION "search_follow"(%L)', tbl || '_search_insert', tbl, kind);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed
                    FOR EACH STATEMENT EXECUTE FUNCTION "search_follow"(%L)', tbl || '_search_update', tbl, kind);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed
                    FOR EACH STATEMENT EXECUTE FUNCTION "search_follow"(%L)', tbl || '_search_delete', tbl, kind);
    EXECUTE format('SELECT "search_refresh"(%L, ARRAY(SELECT "id" FROM %I))', kind, tbl);
  END LOOP;
END
$$;

-- What an entry copies from other tables: an act's texts (its obligations), a product's
-- substances and a substance's numbers (the registered chemicals), a hazard (its assessment), an
-- agreement's title (its inspections).
CREATE FUNCTION "search_follow_act"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "search_refresh"('obligation',
    ARRAY(SELECT o."id" FROM "BindingObligation" o WHERE o."legislationId" IN (
      SELECT c."id" FROM changed c JOIN earlier b ON b."id" = c."id"
      WHERE (b."officialNumber", b."shortName", b."titleEn", b."titleDa", b."summaryEn", b."summaryDa")
            IS DISTINCT FROM (c."officialNumber", c."shortName", c."titleEn", c."titleDa", c."summaryEn", c."summaryDa"))));
  RETURN NULL;
END
$$;

CREATE TRIGGER "Legislation_search_update" AFTER UPDATE ON "Legislation"
  REFERENCING OLD TABLE AS earlier NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "search_follow_act"();

CREATE FUNCTION "search_follow_product_substances"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "search_refresh"('chemical',
    ARRAY(SELECT a."id" FROM "ChemicalAssociation" a WHERE a."chemicalId" IN (SELECT c."chemicalId" FROM changed c)));
  RETURN NULL;
END
$$;

CREATE TRIGGER "ChemicalSubstance_search_insert" AFTER INSERT ON "ChemicalSubstance" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "search_follow_product_substances"();
CREATE TRIGGER "ChemicalSubstance_search_update" AFTER UPDATE ON "ChemicalSubstance" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "search_follow_product_substances"();
CREATE TRIGGER "ChemicalSubstance_search_delete" AFTER DELETE ON "ChemicalSubstance" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "search_follow_product_substances"();

CREATE FUNCTION "search_follow_substance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "search_refresh"('chemical',
    ARRAY(SELECT a."id" FROM "ChemicalAssociation" a
          JOIN "ChemicalSubstance" cs ON cs."chemicalId" = a."chemicalId"
          WHERE cs."substanceId" IN (SELECT c."id" FROM changed c)));
  RETURN NULL;
END
$$;

CREATE TRIGGER "Substance_search_update" AFTER UPDATE ON "Substance" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "search_follow_substance"();

CREATE FUNCTION "search_follow_hazard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "search_refresh"('riskAssessment', ARRAY(SELECT DISTINCT c."assessmentId" FROM changed c));
  RETURN NULL;
END
$$;

CREATE TRIGGER "RiskHazard_search_insert" AFTER INSERT ON "RiskHazard" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "search_follow_hazard"();
CREATE TRIGGER "RiskHazard_search_update" AFTER UPDATE ON "RiskHazard" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "search_follow_hazard"();
CREATE TRIGGER "RiskHazard_search_delete" AFTER DELETE ON "RiskHazard" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "search_follow_hazard"();

CREATE FUNCTION "search_follow_agreement_title"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "search_refresh"('inspection',
    ARRAY(SELECT n."id" FROM "Inspection" n WHERE n."agreementId" IN (
      SELECT c."id" FROM changed c JOIN earlier b ON b."id" = c."id" WHERE b."title" IS DISTINCT FROM c."title")));
  RETURN NULL;
END
$$;

CREATE TRIGGER "Agreement_search_inspections" AFTER UPDATE ON "Agreement"
  REFERENCING OLD TABLE AS earlier NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "search_follow_agreement_title"();
