// The reminder settings a person keeps on the profile. Client-safe.
import { z } from "zod";

export const REMINDER_FREQUENCIES = ["DAILY", "WEEKLY", "OFF"] as const;

export const reminderSettingsSchema = z.object({
  /** DAILY: every morning; WEEKLY: Monday mornings; OFF: no digest. Only sent when something is due. */
  reminderFrequency: z.enum(REMINDER_FREQUENCIES),
});

export type ReminderSettingsInput = z.output<typeof reminderSettingsSchema>;
