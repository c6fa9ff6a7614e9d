-- AlterTable
ALTER TABLE "Chemical" ADD COLUMN     "unNumber" TEXT;

ALTER TABLE "Chemical" ADD CONSTRAINT "Chemical_unNumber_digits" CHECK ("unNumber" ~ '^[0-9]{4}$');

-- A registered chemical is found by its product's UN number too ("UN 1090", or the four digits).
CREATE OR REPLACE FUNCTION "search_rows_chemical"(ids uuid[])
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
               WHERE cs."chemicalId" = a."chemicalId" AND code IS NOT NULL)
           || ARRAY(SELECT 'UN' || c."unNumber" FROM "Chemical" c WHERE c."id" = a."chemicalId" AND c."unNumber" IS NOT NULL),
         a."archivedDate" IS NOT NULL
  FROM "ChemicalAssociation" a JOIN unnest(ids) AS i("id") ON i."id" = a."id"
$$;

-- A product's UN number changed: the registered chemicals of it follow.
CREATE FUNCTION "search_follow_product"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "search_refresh"('chemical',
    ARRAY(SELECT a."id" FROM "ChemicalAssociation" a WHERE a."chemicalId" IN (
      SELECT c."id" FROM changed c JOIN earlier b ON b."id" = c."id" WHERE b."unNumber" IS DISTINCT FROM c."unNumber")));
  RETURN NULL;
END
$$;

CREATE TRIGGER "Chemical_search_update" AFTER UPDATE ON "Chemical"
  REFERENCING OLD TABLE AS earlier NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION "search_follow_product"();
