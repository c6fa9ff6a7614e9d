-- DropIndex
DROP INDEX "Membership_organizationId_idx";

-- DropIndex
DROP INDEX "StoredFile_organizationId_createdDate_idx";

-- DropIndex
DROP INDEX "StoredFile_organizationId_name_idx";

-- DropIndex
DROP INDEX "Competence_organizationId_lastModifiedDate_idx";

-- DropIndex
DROP INDEX "Stakeholder_organizationId_name_idx";

-- DropIndex
DROP INDEX "StakeholderAssociation_organizationId_lastModifiedDate_idx";

-- AlterTable
ALTER TABLE "Membership" ADD COLUMN     "userEmail" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "userName" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "StakeholderAssociation" ADD COLUMN     "stakeholderName" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "Membership_organizationId_userName_id_idx" ON "Membership"("organizationId", "userName", "id");

-- CreateIndex
CREATE INDEX "Membership_organizationId_userEmail_id_idx" ON "Membership"("organizationId", "userEmail", "id");

-- CreateIndex
CREATE INDEX "Membership_organizationId_jobTitle_id_idx" ON "Membership"("organizationId", "jobTitle", "id");

-- CreateIndex
CREATE INDEX "Membership_organizationId_createdDate_id_idx" ON "Membership"("organizationId", "createdDate", "id");

-- CreateIndex
CREATE INDEX "StoredFile_organizationId_createdDate_id_idx" ON "StoredFile"("organizationId", "createdDate", "id");

-- CreateIndex
CREATE INDEX "StoredFile_organizationId_name_id_idx" ON "StoredFile"("organizationId", "name", "id");

-- CreateIndex
CREATE INDEX "StoredFile_organizationId_date_id_idx" ON "StoredFile"("organizationId", "date", "id");

-- CreateIndex
CREATE INDEX "StoredFile_organizationId_lastModifiedDate_id_idx" ON "StoredFile"("organizationId", "lastModifiedDate", "id");

-- CreateIndex
CREATE INDEX "StoredFile_organizationId_size_id_idx" ON "StoredFile"("organizationId", "size", "id");

-- CreateIndex
CREATE INDEX "Competence_organizationId_name_id_idx" ON "Competence"("organizationId", "name", "id");

-- CreateIndex
CREATE INDEX "Competence_organizationId_frequency_id_idx" ON "Competence"("organizationId", "frequency", "id");

-- CreateIndex
CREATE INDEX "Competence_organizationId_lastModifiedDate_id_idx" ON "Competence"("organizationId", "lastModifiedDate", "id");

-- CreateIndex
CREATE INDEX "Role_organizationId_name_id_idx" ON "Role"("organizationId", "name", "id");

-- CreateIndex
CREATE INDEX "Role_organizationId_lastModifiedDate_id_idx" ON "Role"("organizationId", "lastModifiedDate", "id");

-- CreateIndex
CREATE INDEX "ScopeRevision_scopeId_version_id_idx" ON "ScopeRevision"("scopeId", "version", "id");

-- CreateIndex
CREATE INDEX "ScopeRevision_scopeId_createdDate_id_idx" ON "ScopeRevision"("scopeId", "createdDate", "id");

-- CreateIndex
CREATE INDEX "Stakeholder_organizationId_name_id_idx" ON "Stakeholder"("organizationId", "name", "id");

-- CreateIndex
CREATE INDEX "Stakeholder_organizationId_type_id_idx" ON "Stakeholder"("organizationId", "type", "id");

-- CreateIndex
CREATE INDEX "Stakeholder_organizationId_lastModifiedDate_id_idx" ON "Stakeholder"("organizationId", "lastModifiedDate", "id");

-- CreateIndex
CREATE INDEX "StakeholderAssociation_organizationId_stakeholderName_id_idx" ON "StakeholderAssociation"("organizationId", "stakeholderName", "id");

-- CreateIndex
CREATE INDEX "StakeholderAssociation_organizationId_relevance_id_idx" ON "StakeholderAssociation"("organizationId", "relevance", "id");

-- CreateIndex
CREATE INDEX "StakeholderAssociation_organizationId_lastModifiedDate_id_idx" ON "StakeholderAssociation"("organizationId", "lastModifiedDate", "id");

-- Copied sort keys. The member list sorts by the person's name and address, the stakeholder list by
-- the stakeholder's name; each list keeps a copy on its own rows so that one index per sort key
-- serves it. Triggers keep the copies equal to the source on every insert and change, whichever
-- code writes them (the API, the seed, a console).
UPDATE "Membership" m SET "userName" = u."name", "userEmail" = u."email" FROM "User" u WHERE u."id" = m."userId";
UPDATE "StakeholderAssociation" a SET "stakeholderName" = s."name" FROM "Stakeholder" s WHERE s."id" = a."stakeholderId";

CREATE FUNCTION "membership_copy_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT u."name", u."email" INTO NEW."userName", NEW."userEmail" FROM "User" u WHERE u."id" = NEW."userId";
  RETURN NEW;
END
$$;

CREATE TRIGGER "Membership_copy_user" BEFORE INSERT OR UPDATE OF "userId", "userName", "userEmail" ON "Membership"
  FOR EACH ROW EXECUTE FUNCTION "membership_copy_user"();

CREATE FUNCTION "user_copy_to_memberships"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Membership" SET "userName" = NEW."name", "userEmail" = NEW."email" WHERE "userId" = NEW."id";
  RETURN NULL;
END
$$;

CREATE TRIGGER "User_copy_to_memberships" AFTER UPDATE OF "name", "email" ON "User"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."email" IS DISTINCT FROM NEW."email")
  EXECUTE FUNCTION "user_copy_to_memberships"();

CREATE FUNCTION "association_copy_stakeholder"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT s."name" INTO NEW."stakeholderName" FROM "Stakeholder" s WHERE s."id" = NEW."stakeholderId";
  RETURN NEW;
END
$$;

CREATE TRIGGER "StakeholderAssociation_copy_stakeholder" BEFORE INSERT OR UPDATE OF "stakeholderId", "stakeholderName"
  ON "StakeholderAssociation" FOR EACH ROW EXECUTE FUNCTION "association_copy_stakeholder"();

CREATE FUNCTION "stakeholder_copy_to_associations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "StakeholderAssociation" SET "stakeholderName" = NEW."name" WHERE "stakeholderId" = NEW."id";
  RETURN NULL;
END
$$;

CREATE TRIGGER "Stakeholder_copy_to_associations" AFTER UPDATE OF "name" ON "Stakeholder"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
  EXECUTE FUNCTION "stakeholder_copy_to_associations"();
