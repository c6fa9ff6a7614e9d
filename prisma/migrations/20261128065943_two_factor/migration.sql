-- CreateEnum
CREATE TYPE "SignInStep" AS ENUM ('PASSWORD', 'SECOND_FACTOR');

-- AlterEnum
ALTER TYPE "AuditAction" ADD VALUE 'TWO_FACTOR_ON';
ALTER TYPE "AuditAction" ADD VALUE 'TWO_FACTOR_OFF';
ALTER TYPE "AuditAction" ADD VALUE 'RECOVERY_CODES_NEW';

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "totpLastStep" INTEGER,
ADD COLUMN     "totpPendingSecret" TEXT,
ADD COLUMN     "totpSecret" TEXT,
ADD COLUMN     "twoFactorEnabledDate" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "SignInFailure" ADD COLUMN     "step" "SignInStep" NOT NULL DEFAULT 'PASSWORD';

-- CreateTable
CREATE TABLE "RecoveryCode" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "codeHash" TEXT NOT NULL,
    "usedDate" TIMESTAMPTZ(3),
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RecoveryCode_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "RecoveryCode_userId_codeHash_key" ON "RecoveryCode"("userId", "codeHash");

-- AddForeignKey
ALTER TABLE "RecoveryCode" ADD CONSTRAINT "RecoveryCode_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
