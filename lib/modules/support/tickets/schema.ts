import { z } from "zod";
import { optionalText } from "@/lib/platform/fields/fields";

/** A screenshot or two and a file: more would not fit in the e-mail the ticket becomes. */
const MAX_TICKET_FILES = 3;

/**
 * Whether `value` is an address inside the app (`/monitoring/meters/…?year=2026`): one leading
 * slash, no scheme or host, no backslash or control character. The mail links it under the app's
 * own address, so an address elsewhere must not pass for one.
 */
export function isAppPath(value: string): boolean {
  if (!value.startsWith("/") || value.startsWith("//")) return false;
  // browsers read a backslash as a slash, and a control character has no place in an address
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return false;
  try {
    const base = "https://app.invalid";
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}

const appPath = optionalText(1000, z.string().refine(isAppPath, { params: { reason: "appPath" } }));

export const supportTicketInputSchema = z.object({
  /**
   * Chosen by the screen when the ticket is written: a ticket sent again (a lost answer, the
   * connection back after sending offline) is stored and mailed once.
   */
  id: z.uuid(),
  subject: z.string().trim().min(1).max(200),
  message: z.string().trim().min(1).max(5000),
  /** The page the person came from, where the trouble is. */
  page: appPath,
  /** Screenshots or files the person uploaded for this ticket (`POST …/support-tickets/files`). */
  fileIds: z
    .array(z.uuid())
    .max(MAX_TICKET_FILES)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});

export type SupportTicketInput = z.output<typeof supportTicketInputSchema>;
