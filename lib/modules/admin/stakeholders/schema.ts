import { z } from "zod";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";
import { defineList } from "@/lib/platform/lists/list";
import { COUNTRY_CODES } from "@/lib/platform/fields/countries";
import { optionalText } from "@/lib/platform/fields/fields";
import { STAKEHOLDER_TYPES } from "./choices";

/** The fields of a stakeholder, in the catalogue or an organization's own. */
export const stakeholderFieldsSchema = z.object({
  name: z.string().trim().min(1).max(200),
  type: z.enum(STAKEHOLDER_TYPES),
  email: optionalText(254, z.email()),
  phone: optionalText(40, z.string().regex(/^[0-9+()./ -]+$/, "Only digits, spaces and + ( ) . / -")),
  website: optionalText(300, z.url({ protocol: /^https?$/ })),
  address: optionalText(200),
  zipCode: optionalText(20),
  city: optionalText(100),
  countryAlpha2: z
    .string()
    .trim()
    .toUpperCase()
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || COUNTRY_CODES.includes(value), { params: { reason: "unknownCountry" } }),
});

export const stakeholderInputSchema = stakeholderFieldsSchema.extend({ lastModifiedDate: lastModifiedDateField });

/** The shared catalogue (stakeholders without organization). */
export const stakeholderList = defineList({
  table: "Stakeholder",
  sort: { name: "name", type: "type", lastModifiedDate: "lastModifiedDate" },
  defaultSort: "name,asc",
  filters: {
    q: z.string().trim().max(200).optional(),
    type: z.enum(STAKEHOLDER_TYPES).optional(),
    countryAlpha2: z.string().trim().toUpperCase().length(2).optional(),
  },
});

export const stakeholderListQuerySchema = stakeholderList.query;

export type StakeholderFields = z.output<typeof stakeholderFieldsSchema>;
export type StakeholderInput = z.output<typeof stakeholderInputSchema>;
