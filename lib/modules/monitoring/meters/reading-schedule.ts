// A meter is read on a calendar: its schedule starts on the day the meter was added and steps by its
// frequency (a monthly meter added on 31 January is due on the last day of each month). A reading
// satisfies the schedule's date it was taken for, and the next one stays on the schedule: a reading
// taken late does not move the later dates. A reading taken shortly before its date (within a tenth
// of the interval: three days of a month, five weeks of a year) counts for that date. Client-safe
// (the demo seed schedules its meters with it too).
import type { Frequency } from "@/lib/generated/prisma/enums";
import { addDays, frequencyStep } from "@/lib/platform/recurrence/frequency";
import { nextOnSchedule } from "@/lib/platform/recurrence/next-due";

/** How many days before a date of the schedule a reading counts for it. */
function earlyDays(frequency: Frequency): number {
  const step = frequencyStep(frequency);
  if (!step) return 0;
  return Math.floor((step.unit === "day" ? step.amount : step.amount * 30.436875) / 10);
}

/**
 * The schedule's next date after the latest reading's day (calendar days); the schedule's first
 * date while there is no reading. Null without a frequency (or read once).
 */
export function nextOnMeterSchedule(start: Date, frequency: Frequency | null, lastRead: Date | null): Date | null {
  if (!frequency || !frequencyStep(frequency)) return null;
  if (!lastRead) return start;
  return nextOnSchedule(start, frequency, addDays(lastRead, earlyDays(frequency)));
}
