import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { SessionUser } from "@/lib/platform/auth/types";
import { db } from "@/lib/platform/db";
import type { ReminderSettingsInput } from "./schema";

const hashOf = (secret: string) => createHash("sha256").update(secret).digest("hex");

/** The calendar feed's address for a secret. */
const calendarFeedUrl = (baseUrl: string, secret: string) => `${baseUrl}/api/v1/calendar/${secret}.ics`;

export async function getReminderSettings(user: Pick<SessionUser, "id">) {
  const row = await db().user.findUniqueOrThrow({
    where: { id: user.id },
    select: { reminderFrequency: true, calendarFeedHash: true },
  });
  return { reminderFrequency: row.reminderFrequency, calendarFeed: row.calendarFeedHash !== null };
}

export async function updateReminderSettings(user: SessionUser, input: ReminderSettingsInput) {
  await db().user.update({ where: { id: user.id }, data: { reminderFrequency: input.reminderFrequency } });
  return getReminderSettings(user);
}

/**
 * A new secret address for the person's calendar feed; the previous one stops working. Only the
 * secret's hash is kept, like every token of the app, so the address is shown this once.
 */
export async function renewCalendarFeed(user: SessionUser, baseUrl: string) {
  const secret = randomBytes(32).toString("base64url");
  await db().user.update({ where: { id: user.id }, data: { calendarFeedHash: hashOf(secret) } });
  return { url: calendarFeedUrl(baseUrl, secret) };
}

export async function stopCalendarFeed(user: SessionUser): Promise<void> {
  await db().user.update({ where: { id: user.id }, data: { calendarFeedHash: null } });
}

/** The person a feed secret belongs to, or null (an unknown or replaced secret, a disabled account). */
export async function calendarFeedOwner(secret: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(secret)) return null;
  return db().user.findFirst({
    where: { calendarFeedHash: hashOf(secret), disabled: false },
    select: { id: true, language: true },
  });
}
