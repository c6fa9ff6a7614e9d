import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { StakeholderType } from "@/lib/generated/prisma/enums";
import { dateTime, pageSchema } from "@/lib/platform/api/response";

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
export const stakeholderSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(StakeholderType),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  countryAlpha2: z.string().nullable(),
  createdDate: dateTime,
  lastModifiedDate: dateTime,
  catalogue: z.boolean(),
});

export type StakeholderDto = z.output<typeof stakeholderSchema>;

export const stakeholderPageSchema = pageSchema(stakeholderSchema);

export function toStakeholderDto({ organizationId, ...row }: StakeholderRow): StakeholderDto {
  return { ...row, catalogue: organizationId === null };
}
