// The reminder settings a person keeps on the profile. Client-safe.
import { z } from "zod";

export const REMINDER_FREQUENCIES = ["DAILY", "WEEKLY", "OFF"] as const;

export const reminderSettingsSchema = z.object({
  /** DAILY: every morning; WEEKLY: Monday mornings; OFF: no digest. Only sent when something is due. */
  reminderFrequency: z.enum(REMINDER_FREQUENCIES),
});

/** The settings as the profile shows them: the digest's frequency and whether the calendar feed is on. */
export const reminderSettingsAnswerSchema = z.object({
  reminderFrequency: z.enum(REMINDER_FREQUENCIES),
  calendarFeed: z.boolean(),
});

/** A new calendar feed's secret address, answered this once. */
export const calendarFeedAnswerSchema = z.object({ url: z.string() });

export type ReminderSettingsInput = z.output<typeof reminderSettingsSchema>;
