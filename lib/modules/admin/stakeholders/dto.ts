import type { StakeholderType } from "@/lib/generated/prisma/enums";

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
} as const;

type StakeholderRow = {
  id: string;
  organizationId: string | null;
  name: string;
  type: StakeholderType;
  email: string | null;
  phone: string | null;
  website: string | null;
  address: string | null;
  zipCode: string | null;
  city: string | null;
  countryAlpha2: string | null;
  createdDate: Date;
  lastModifiedDate: Date;
};

/** Which organization owns a stakeholder stays inside; the client only needs to know catalogue or own. */
export function toStakeholderDto({ organizationId, ...row }: StakeholderRow) {
  return { ...row, catalogue: organizationId === null };
}

export type StakeholderDto = ReturnType<typeof toStakeholderDto>;
