import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { optionalText } from "@/lib/platform/fields/fields";

const location = {
  address: optionalText(200),
  zipCode: optionalText(20),
  city: optionalText(100),
  countryAlpha2: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullish()
    .transform((value) => value || null),
};

/** A subsidiary or the holding itself. Feature access may only be changed by a system manager. */
export const organizationInputSchema = z.object({
  name: z.string().trim().min(1).max(200),
  naceCode: z
    .string()
    .max(10)
    .nullish()
    .transform((value) => value || null),
  logoFileId: z.uuid().nullish(),
  featureAccess: z.enum(["FULL", "LIMITED"]).optional(),
  /** A holding's setting; left out, it stays as it is. */
  requireTwoFactorForManagers: z.boolean().optional(),
  ...location,
  lastModifiedDate: lastModifiedDateField,
});

export const departmentInputSchema = z.object({
  name: z.string().trim().min(1).max(200),
  ...location,
  lastModifiedDate: lastModifiedDateField,
});

export const areaInputSchema = z.object({
  name: z.string().trim().min(1).max(120),
  description: optionalText(1000),
  lastModifiedDate: lastModifiedDateField,
});

export const naceQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  code: z.string().max(10).optional(),
});

export type OrganizationInput = z.output<typeof organizationInputSchema>;
export type DepartmentInput = z.output<typeof departmentInputSchema>;
