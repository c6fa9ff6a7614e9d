import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { dateTime } from "@/lib/platform/api/response";

export const supportContactSelect = {
  id: true,
  name: true,
  role: true,
  email: true,
  phone: true,
  position: true,
  lastModifiedDate: true,
} satisfies Prisma.SupportContactSelect;

export const supportContactSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The place in the help page's order. */
  position: z.number(),
  lastModifiedDate: dateTime,
});

export type SupportContactDto = z.output<typeof supportContactSchema>;

export const supportContactListSchema = z.array(supportContactSchema);

/** What the help page shows: the product's version, where the API is described, and whom to contact. */
export const systemDetailsSchema = z.object({
  version: z.string(),
  apiReference: z.object({ page: z.string(), document: z.string() }),
  supportContacts: supportContactListSchema,
});
