import "server-only";
import type { Tx } from "@/lib/platform/db";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { nextOnMeterSchedule } from "./reading-schedule";

/** When the meter is next due to be read, on its schedule (reading-schedule.ts). */
export async function nextReadingDate(tx: Tx, meterId: string): Promise<Date | null> {
  const meter = await tx.meter.findUniqueOrThrow({
    where: { id: meterId },
    select: {
      frequency: true,
      createdDate: true,
      readings: { select: { performedAt: true }, orderBy: { performedAt: "desc" }, take: 1 },
    },
  });
  const latest = meter.readings[0];
  return nextOnMeterSchedule(
    calendarToday(meter.createdDate),
    meter.frequency,
    latest ? calendarToday(latest.performedAt) : null,
  );
}
