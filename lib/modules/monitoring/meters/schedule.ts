import "server-only";
import type { Tx } from "@/lib/platform/db";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { nextDueDate } from "@/lib/platform/recurrence/next-due";

/**
 * When the meter is next due to be read: its latest reading's day plus the frequency; while it has
 * no reading, the day it was created. Null without a frequency (or read once).
 */
export async function nextReadingDate(tx: Tx, meterId: string): Promise<Date | null> {
  const meter = await tx.meter.findUniqueOrThrow({
    where: { id: meterId },
    select: {
      frequency: true,
      createdDate: true,
      readings: { select: { performedAt: true }, orderBy: { performedAt: "desc" }, take: 1 },
    },
  });
  if (!meter.frequency || meter.frequency === "P0D") return null;
  const latest = meter.readings[0];
  if (!latest) return calendarToday(meter.createdDate);
  return nextDueDate(calendarToday(latest.performedAt), meter.frequency);
}
