import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { FeatureAccess } from "@/lib/generated/prisma/enums";
import { dateTime } from "@/lib/platform/api/response";
import { fileSchema, fileSelect, toFileDto } from "@/lib/platform/files/dto";

const kind = { HOLDING: "holding", SUBSIDIARY: "subsidiary", DEPARTMENT: "department" } as const;

export const organizationSelect = {
  id: true,
  name: true,
  type: true,
  parentId: true,
  naceCode: true,
  featureAccess: true,
  requireTwoFactorForManagers: true,
  address: true,
  zipCode: true,
  city: true,
  countryAlpha2: true,
  createdDate: true,
  lastModifiedDate: true,
  logo: { select: fileSelect },
} satisfies Prisma.OrganizationSelect;

export type OrganizationRow = Prisma.OrganizationGetPayload<{ select: typeof organizationSelect }>;

/**
 * An organization with what lies below it (the holding's tree; empty elsewhere). Recursive, so it
 * has a name of its own in the OpenAPI document's components.
 */
export const organizationSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    type: z.enum(Object.values(kind)),
    parentId: z.string().nullable(),
    naceCode: z.string().nullable(),
    featureAccess: z.enum(FeatureAccess),
    requireTwoFactorForManagers: z
      .boolean()
      .meta({ description: "A holding's setting: its members with MANAGE sign in with a second factor" }),
    address: z.string().nullable(),
    zipCode: z.string().nullable(),
    city: z.string().nullable(),
    countryAlpha2: z.string().nullable(),
    createdDate: dateTime,
    lastModifiedDate: dateTime,
    logo: fileSchema.nullable(),
    get subsidiaries(): z.ZodArray<typeof organizationSchema> {
      return z.array(organizationSchema);
    },
  })
  .meta({ id: "Organization" });

export type OrganizationDto = z.output<typeof organizationSchema>;

export const organizationListSchema = z.array(organizationSchema);

export function toOrganizationDto(row: OrganizationRow, subsidiaries: OrganizationDto[] = []): OrganizationDto {
  const { logo, type, ...rest } = row;
  return { ...rest, type: kind[type], logo: logo ? toFileDto(logo) : null, subsidiaries };
}

/** A work area; its list leaves out archivedDate, since it lists only the active ones. */
export const areaSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  archivedDate: dateTime.nullable(),
});

export const areaListSchema = z.array(areaSchema.omit({ archivedDate: true }));

/** A NACE Rev. 2 code for the pickers. */
export const naceCodesSchema = z.array(
  z.object({
    code: z.string(),
    level: z.string(),
    parentCode: z.string().nullable(),
    nameEn: z.string(),
    nameDa: z.string(),
  }),
);
