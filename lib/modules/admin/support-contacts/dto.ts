import type { Prisma } from "@/lib/generated/prisma/client";

export const supportContactSelect = {
  id: true,
  name: true,
  role: true,
  email: true,
  phone: true,
  position: true,
  lastModifiedDate: true,
} satisfies Prisma.SupportContactSelect;

export type SupportContactDto = Prisma.SupportContactGetPayload<{ select: typeof supportContactSelect }>;
