-- AlterTable
ALTER TABLE "UserToken" ADD COLUMN     "membershipId" UUID;

-- CreateIndex
CREATE INDEX "UserToken_membershipId_idx" ON "UserToken"("membershipId");

-- AddForeignKey
ALTER TABLE "UserToken" ADD CONSTRAINT "UserToken_membershipId_fkey" FOREIGN KEY ("membershipId") REFERENCES "Membership"("id") ON DELETE CASCADE ON UPDATE CASCADE;
