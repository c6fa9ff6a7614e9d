// Input and answer schemas of the signed-in person's own account (the profile screen and its API).
import { z } from "zod";
import { dateTime } from "@/lib/platform/api/response";

/** Each field is changed only when sent. */
export const profileUpdateSchema = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  language: z.enum(["en", "da"]).optional(),
});

export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, "Enter your current password").max(1000),
  newPassword: z.string().min(1, "Choose a password").max(1000),
});

/** The person's profile as GET and PATCH /api/v1/user answer it. */
export const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  language: z.enum(["en", "da"]),
});

/** How many other sessions a password change or "sign out everywhere" ended. */
export const endedSessionsSchema = z.object({ endedSessions: z.number() });

/** One of the person's live sessions (GET /api/v1/user/sessions). */
const sessionSchema = z.object({
  id: z.string(),
  /** The session of the request that asks. */
  current: z.boolean(),
  /** Browser and system as read from the User-Agent, e.g. "Firefox · Windows". */
  browser: z.string().nullable(),
  ipAddress: z.string().nullable(),
  signedInDate: dateTime,
  lastSeenDate: dateTime,
  expiresDate: dateTime,
});
export const sessionListSchema = z.array(sessionSchema);

export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
export type PasswordChange = z.output<typeof passwordChangeSchema>;
