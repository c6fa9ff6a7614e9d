-- A product's own words in CLP's bracketed instructions of its hazard statements (its organs, its
-- route of exposure), per statement and language: the label prints them in place of the instruction.

-- AlterTable
ALTER TABLE "Chemical" ADD COLUMN     "statementDetails" JSONB NOT NULL DEFAULT '[]',
  ADD CONSTRAINT "Chemical_statementDetails_list" CHECK (jsonb_typeof("statementDetails") = 'array');
