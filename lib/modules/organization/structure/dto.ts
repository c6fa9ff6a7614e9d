import { toFileDto, type FileRow } from "@/lib/platform/files/dto";

const kind = { HOLDING: "holding", SUBSIDIARY: "subsidiary", DEPARTMENT: "department" } as const;

export type OrganizationRow = {
  id: string;
  name: string;
  type: keyof typeof kind;
  parentId: string | null;
  naceCode: string | null;
  featureAccess: "FULL" | "LIMITED";
  address: string | null;
  zipCode: string | null;
  city: string | null;
  countryAlpha2: string | null;
  createdDate: Date;
  lastModifiedDate: Date;
  logo?: FileRow | null;
};

export function toOrganizationDto(row: OrganizationRow, subsidiaries: OrganizationDto[] = []): OrganizationDto {
  const { logo, type, ...rest } = row;
  return { ...rest, type: kind[type], logo: logo ? toFileDto(logo) : null, subsidiaries };
}

export type OrganizationDto = Omit<OrganizationRow, "type" | "logo"> & {
  type: (typeof kind)[keyof typeof kind];
  logo: ReturnType<typeof toFileDto> | null;
  subsidiaries: OrganizationDto[];
};
