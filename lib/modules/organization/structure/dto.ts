import type { Prisma } from "@/lib/generated/prisma/client";
import { fileSelect, toFileDto } from "@/lib/platform/files/dto";

const kind = { HOLDING: "holding", SUBSIDIARY: "subsidiary", DEPARTMENT: "department" } as const;

export const organizationSelect = {
  id: true,
  name: true,
  type: true,
  parentId: true,
  naceCode: true,
  featureAccess: true,
  address: true,
  zipCode: true,
  city: true,
  countryAlpha2: true,
  createdDate: true,
  lastModifiedDate: true,
  logo: { select: fileSelect },
} satisfies Prisma.OrganizationSelect;

export type OrganizationRow = Prisma.OrganizationGetPayload<{ select: typeof organizationSelect }>;

export function toOrganizationDto(row: OrganizationRow, subsidiaries: OrganizationDto[] = []): OrganizationDto {
  const { logo, type, ...rest } = row;
  return { ...rest, type: kind[type], logo: logo ? toFileDto(logo) : null, subsidiaries };
}

export type OrganizationDto = Omit<OrganizationRow, "type" | "logo"> & {
  type: (typeof kind)[keyof typeof kind];
  logo: ReturnType<typeof toFileDto> | null;
  subsidiaries: OrganizationDto[];
};
