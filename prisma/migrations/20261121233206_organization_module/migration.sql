-- CreateEnum
CREATE TYPE "Frequency" AS ENUM ('P0D', 'P7D', 'P1M', 'P2M', 'P3M', 'P6M', 'P1Y', 'P2Y', 'P3Y', 'P5Y', 'P10Y', 'P15Y');

-- CreateEnum
CREATE TYPE "IsoStandard" AS ENUM ('ISO_14001', 'ISO_27001', 'ISO_45001');

-- CreateEnum
CREATE TYPE "StakeholderType" AS ENUM ('AUTHORITY', 'SUPPLIER', 'CUSTOMER', 'NEIGHBOUR', 'EMPLOYEE', 'OWNER', 'INVESTOR', 'ORGANISATION', 'OTHER');

-- CreateEnum
CREATE TYPE "Relevance" AS ENUM ('HIGH', 'MEDIUM', 'LOW');

-- AlterTable
ALTER TABLE "Membership" ADD COLUMN     "areaId" UUID,
ADD COLUMN     "jobTitle" TEXT;

-- CreateTable
CREATE TABLE "StoredFile" (
    "id" UUID NOT NULL,
    "organizationId" UUID,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "date" DATE,
    "deleted" BOOLEAN NOT NULL DEFAULT false,
    "standalone" BOOLEAN NOT NULL DEFAULT false,
    "size" INTEGER NOT NULL,
    "contentType" TEXT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "createdById" UUID,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StoredFile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Area" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Area_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Competence" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "frequency" "Frequency" NOT NULL DEFAULT 'P0D',
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Competence_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CompetenceRequirement" (
    "id" UUID NOT NULL,
    "membershipId" UUID NOT NULL,
    "competenceId" UUID NOT NULL,
    "acquisitionDeadline" DATE,
    "lastAcquisitionDate" DATE,
    "nextDueDate" DATE,
    "manual" BOOLEAN NOT NULL DEFAULT false,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CompetenceRequirement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Role" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Role_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RoleCompetence" (
    "roleId" UUID NOT NULL,
    "competenceId" UUID NOT NULL,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RoleCompetence_pkey" PRIMARY KEY ("roleId","competenceId")
);

-- CreateTable
CREATE TABLE "RoleMember" (
    "roleId" UUID NOT NULL,
    "membershipId" UUID NOT NULL,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RoleMember_pkey" PRIMARY KEY ("roleId","membershipId")
);

-- CreateTable
CREATE TABLE "Scope" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "content" TEXT NOT NULL,
    "isoStandards" "IsoStandard"[],
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Scope_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ScopeRevision" (
    "id" UUID NOT NULL,
    "scopeId" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "content" TEXT NOT NULL,
    "isoStandards" "IsoStandard"[],
    "authorId" UUID,
    "authorName" TEXT NOT NULL,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ScopeRevision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Stakeholder" (
    "id" UUID NOT NULL,
    "organizationId" UUID,
    "name" TEXT NOT NULL,
    "type" "StakeholderType" NOT NULL,
    "email" TEXT,
    "phone" TEXT,
    "website" TEXT,
    "address" TEXT,
    "zipCode" TEXT,
    "city" TEXT,
    "countryAlpha2" CHAR(2),
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Stakeholder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StakeholderAssociation" (
    "id" UUID NOT NULL,
    "organizationId" UUID NOT NULL,
    "stakeholderId" UUID NOT NULL,
    "needsAndExpectations" TEXT,
    "relevance" "Relevance" NOT NULL DEFAULT 'MEDIUM',
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StakeholderAssociation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_CompetenceToStoredFile" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_CompetenceToStoredFile_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_ScopeToStoredFile" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_ScopeToStoredFile_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_StakeholderAssociationToStoredFile" (
    "A" UUID NOT NULL,
    "B" UUID NOT NULL,

    CONSTRAINT "_StakeholderAssociationToStoredFile_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateIndex
CREATE UNIQUE INDEX "StoredFile_storageKey_key" ON "StoredFile"("storageKey");

-- CreateIndex
CREATE INDEX "StoredFile_organizationId_createdDate_idx" ON "StoredFile"("organizationId", "createdDate");

-- CreateIndex
CREATE INDEX "StoredFile_organizationId_name_idx" ON "StoredFile"("organizationId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "Area_organizationId_name_key" ON "Area"("organizationId", "name");

-- CreateIndex
CREATE INDEX "Competence_organizationId_lastModifiedDate_idx" ON "Competence"("organizationId", "lastModifiedDate");

-- CreateIndex
CREATE UNIQUE INDEX "Competence_organizationId_name_key" ON "Competence"("organizationId", "name");

-- CreateIndex
CREATE INDEX "CompetenceRequirement_competenceId_idx" ON "CompetenceRequirement"("competenceId");

-- CreateIndex
CREATE UNIQUE INDEX "CompetenceRequirement_membershipId_competenceId_key" ON "CompetenceRequirement"("membershipId", "competenceId");

-- CreateIndex
CREATE UNIQUE INDEX "Role_organizationId_name_key" ON "Role"("organizationId", "name");

-- CreateIndex
CREATE INDEX "RoleCompetence_competenceId_idx" ON "RoleCompetence"("competenceId");

-- CreateIndex
CREATE INDEX "RoleMember_membershipId_idx" ON "RoleMember"("membershipId");

-- CreateIndex
CREATE UNIQUE INDEX "Scope_organizationId_key" ON "Scope"("organizationId");

-- CreateIndex
CREATE UNIQUE INDEX "ScopeRevision_scopeId_version_key" ON "ScopeRevision"("scopeId", "version");

-- CreateIndex
CREATE INDEX "Stakeholder_organizationId_name_idx" ON "Stakeholder"("organizationId", "name");

-- CreateIndex
CREATE INDEX "StakeholderAssociation_organizationId_lastModifiedDate_idx" ON "StakeholderAssociation"("organizationId", "lastModifiedDate");

-- CreateIndex
CREATE UNIQUE INDEX "StakeholderAssociation_organizationId_stakeholderId_key" ON "StakeholderAssociation"("organizationId", "stakeholderId");

-- CreateIndex
CREATE INDEX "_CompetenceToStoredFile_B_index" ON "_CompetenceToStoredFile"("B");

-- CreateIndex
CREATE INDEX "_ScopeToStoredFile_B_index" ON "_ScopeToStoredFile"("B");

-- CreateIndex
CREATE INDEX "_StakeholderAssociationToStoredFile_B_index" ON "_StakeholderAssociationToStoredFile"("B");

-- AddForeignKey
ALTER TABLE "Organization" ADD CONSTRAINT "Organization_logoFileId_fkey" FOREIGN KEY ("logoFileId") REFERENCES "StoredFile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Membership" ADD CONSTRAINT "Membership_areaId_fkey" FOREIGN KEY ("areaId") REFERENCES "Area"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StoredFile" ADD CONSTRAINT "StoredFile_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Area" ADD CONSTRAINT "Area_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Competence" ADD CONSTRAINT "Competence_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompetenceRequirement" ADD CONSTRAINT "CompetenceRequirement_membershipId_fkey" FOREIGN KEY ("membershipId") REFERENCES "Membership"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CompetenceRequirement" ADD CONSTRAINT "CompetenceRequirement_competenceId_fkey" FOREIGN KEY ("competenceId") REFERENCES "Competence"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Role" ADD CONSTRAINT "Role_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RoleCompetence" ADD CONSTRAINT "RoleCompetence_roleId_fkey" FOREIGN KEY ("roleId") REFERENCES "Role"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RoleCompetence" ADD CONSTRAINT "RoleCompetence_competenceId_fkey" FOREIGN KEY ("competenceId") REFERENCES "Competence"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RoleMember" ADD CONSTRAINT "RoleMember_roleId_fkey" FOREIGN KEY ("roleId") REFERENCES "Role"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RoleMember" ADD CONSTRAINT "RoleMember_membershipId_fkey" FOREIGN KEY ("membershipId") REFERENCES "Membership"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Scope" ADD CONSTRAINT "Scope_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScopeRevision" ADD CONSTRAINT "ScopeRevision_scopeId_fkey" FOREIGN KEY ("scopeId") REFERENCES "Scope"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Stakeholder" ADD CONSTRAINT "Stakeholder_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StakeholderAssociation" ADD CONSTRAINT "StakeholderAssociation_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StakeholderAssociation" ADD CONSTRAINT "StakeholderAssociation_stakeholderId_fkey" FOREIGN KEY ("stakeholderId") REFERENCES "Stakeholder"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_CompetenceToStoredFile" ADD CONSTRAINT "_CompetenceToStoredFile_A_fkey" FOREIGN KEY ("A") REFERENCES "Competence"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_CompetenceToStoredFile" ADD CONSTRAINT "_CompetenceToStoredFile_B_fkey" FOREIGN KEY ("B") REFERENCES "StoredFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ScopeToStoredFile" ADD CONSTRAINT "_ScopeToStoredFile_A_fkey" FOREIGN KEY ("A") REFERENCES "Scope"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_ScopeToStoredFile" ADD CONSTRAINT "_ScopeToStoredFile_B_fkey" FOREIGN KEY ("B") REFERENCES "StoredFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_StakeholderAssociationToStoredFile" ADD CONSTRAINT "_StakeholderAssociationToStoredFile_A_fkey" FOREIGN KEY ("A") REFERENCES "StakeholderAssociation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_StakeholderAssociationToStoredFile" ADD CONSTRAINT "_StakeholderAssociationToStoredFile_B_fkey" FOREIGN KEY ("B") REFERENCES "StoredFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;
