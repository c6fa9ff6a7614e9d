-- CreateEnum
CREATE TYPE "MembershipStatus" AS ENUM ('INVITED', 'ACTIVE');

-- AlterTable
ALTER TABLE "Membership" ADD COLUMN     "invitedName" TEXT,
ADD COLUMN     "status" "MembershipStatus" NOT NULL DEFAULT 'ACTIVE';

-- An invitation shows the name the inviting organization gave, never the account's own name: people
-- own their name, and an organization sees it only once the person has accepted. The copied sort
-- key follows the status, so the member list sorts and searches by what it shows.
CREATE OR REPLACE FUNCTION "membership_copy_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT u."name", u."email" INTO NEW."userName", NEW."userEmail" FROM "User" u WHERE u."id" = NEW."userId";
  IF NEW."status" = 'INVITED' THEN
    NEW."userName" := coalesce(NEW."invitedName", '');
  END IF;
  RETURN NEW;
END
$$;

DROP TRIGGER "Membership_copy_user" ON "Membership";
CREATE TRIGGER "Membership_copy_user"
  BEFORE INSERT OR UPDATE OF "userId", "userName", "userEmail", "status", "invitedName" ON "Membership"
  FOR EACH ROW EXECUTE FUNCTION "membership_copy_user"();
