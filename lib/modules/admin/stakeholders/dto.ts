import type { Prisma } from "@/lib/generated/prisma/client";

export const stakeholderSelect = {
  id: true,
  organizationId: true,
  name: true,
  type: true,
  email: true,
  phone: true,
  website: true,
  address: true,
  zipCode: true,
  city: true,
  countryAlpha2: true,
  createdDate: true,
  lastModifiedDate: true,
} satisfies Prisma.StakeholderSelect;

type StakeholderRow = Prisma.StakeholderGetPayload<{ select: typeof stakeholderSelect }>;

/** Which organization owns a stakeholder stays inside; the client only needs to know catalogue or own. */
export function toStakeholderDto({ organizationId, ...row }: StakeholderRow) {
  return { ...row, catalogue: organizationId === null };
}

export type StakeholderDto = ReturnType<typeof toStakeholderDto>;
