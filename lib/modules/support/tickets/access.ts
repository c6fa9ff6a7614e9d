// Support tickets: a message to the system's support contacts, from anyone who works in an
// organization. Support is for everyone, so the lowest scope any member holds suffices and LIMITED
// feature access does not close it (issue 29).
import type { Operation } from "@/lib/platform/auth/access";

export const supportTicketAccess = {
  /** sending a ticket, and uploading the screenshot or file it carries */
  create: { org: "READ_PROCEDURES", limited: true },
} as const satisfies Record<string, Operation>;
