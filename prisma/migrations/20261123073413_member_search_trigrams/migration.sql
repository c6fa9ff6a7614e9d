-- Trigram matching for the searches by part of a word (PostgreSQL contrib, shipped with every build).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "Membership_userName_idx" ON "Membership" USING GIN ("userName" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Membership_userEmail_idx" ON "Membership" USING GIN ("userEmail" gin_trgm_ops);
