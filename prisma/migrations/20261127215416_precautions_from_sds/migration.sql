-- A product's precautionary statements entered by hand from its safety data sheet are marked as such.
-- AlterTable
ALTER TABLE "Chemical" ADD COLUMN     "precautionsFromSds" BOOLEAN NOT NULL DEFAULT false;
