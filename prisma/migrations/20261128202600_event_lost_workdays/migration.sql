-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "lostWorkdays" INTEGER;

ALTER TABLE "Event" ADD CONSTRAINT "Event_lost_workdays" CHECK ("lostWorkdays" IS NULL OR "lostWorkdays" >= 0);
