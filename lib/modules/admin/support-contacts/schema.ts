import { z } from "zod";
import { optionalText } from "@/lib/platform/fields/fields";
import { lastModifiedDateField } from "@/lib/platform/writes/concurrency";

/** More contacts than this would not help anyone find the right one. */
export const MAX_SUPPORT_CONTACTS = 20;

export const supportContactInputSchema = z.object({
  name: z.string().trim().min(1).max(200),
  role: z.string().trim().min(1).max(200),
  email: optionalText(254, z.email()),
  phone: optionalText(40, z.string().regex(/^[0-9+()./ -]+$/, "Only digits, spaces and + ( ) . / -")),
  /** The order on the help page, smallest first. */
  position: z.coerce.number().int().min(0).max(999).default(0),
  lastModifiedDate: lastModifiedDateField,
});

export type SupportContactInput = z.output<typeof supportContactInputSchema>;
