-- AlterTable
ALTER TABLE "Organization" ADD COLUMN     "requireTwoFactorForManagers" BOOLEAN NOT NULL DEFAULT false;
