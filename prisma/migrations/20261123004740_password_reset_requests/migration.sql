-- CreateTable
CREATE TABLE "PasswordResetRequest" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "ipAddress" TEXT NOT NULL,
    "createdDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastModifiedDate" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PasswordResetRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PasswordResetRequest_email_createdDate_idx" ON "PasswordResetRequest"("email", "createdDate");

-- CreateIndex
CREATE INDEX "PasswordResetRequest_ipAddress_createdDate_idx" ON "PasswordResetRequest"("ipAddress", "createdDate");
