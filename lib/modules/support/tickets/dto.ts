import { z } from "zod";
import { dateTime } from "@/lib/platform/api/response";

/** What the sender learns of a ticket: it is stored; `sentDate` is set once the e-mail went. */
export const supportTicketSchema = z.object({
  id: z.string(),
  subject: z.string(),
  sentDate: dateTime.nullable(),
  createdDate: dateTime,
});

export type SupportTicketDto = z.output<typeof supportTicketSchema>;

export const supportTicketSelect = { id: true, subject: true, sentDate: true, createdDate: true } as const;
