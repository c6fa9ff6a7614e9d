// When an agreement's next inspection falls due once one is done. Pure, so both ways of counting
// are tested without a database.
import type { Frequency, NextDueBasis } from "@/lib/generated/prisma/enums";
import { nextDueDate, nextOnSchedule } from "@/lib/platform/recurrence/next-due";

export type Schedule = { startsAt: Date; frequency: Frequency; nextDueBasis: NextDueBasis };
export type DoneInspection = { dueDate: Date; performedAt: Date | null };

const later = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

/**
 * None for "once" (P0D). Counted from the completion: the date it was performed + the frequency.
 * On the schedule: the first date of the series startsAt, startsAt + 1 step … after both the due
 * date and the date performed. Done early, the next keeps its place (a service due 1 March done
 * on 20 February is next due 1 March a year on); done late, the series goes on from where it was
 * (done 20 April, next 1 March); done so late that a whole period was missed, the missed date is
 * not asked for again.
 */
export function nextInspectionDate(schedule: Schedule, done: DoneInspection): Date | null {
  if (schedule.frequency === "P0D") return null;
  const performed = done.performedAt ?? done.dueDate;
  if (schedule.nextDueBasis === "COMPLETION") return nextDueDate(performed, schedule.frequency);
  return nextOnSchedule(schedule.startsAt, schedule.frequency, later(done.dueDate, performed));
}
