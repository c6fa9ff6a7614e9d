-- AlterTable
ALTER TABLE "Legislation" ADD COLUMN     "documentDate" DATE;
