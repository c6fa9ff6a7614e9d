// When a binding obligation is evaluated next. Evaluations follow a calendar: the schedule's planned
// dates are its start plus whole recurrences (the recurrence engine's anchored series), and an
// evaluation answers the planned date nearest to it, so the plan does not move with the day the work
// was done: done late or early, the next evaluation is the planned date after the one answered. Pure
// and client-safe: the evaluation form shows what an empty "next evaluation" will become.
import type { Frequency } from "@/lib/generated/prisma/enums";
import { addDays, addMonths, daysBetween, frequencyStep } from "@/lib/platform/recurrence/frequency";
import { nextDueDate } from "@/lib/platform/recurrence/next-due";

/** An obligation's evaluation schedule: its recurrence from its start (the anchor). */
export type EvaluationSchedule = { recurrence: Frequency | null; start: Date | null };

/** The planned date before `planned` (a date of the series), or one recurrence before the start. */
function plannedBefore(start: Date, recurrence: Frequency, planned: Date): Date {
  const step = frequencyStep(recurrence)!;
  const back = step.unit === "day" ? addDays(planned, -step.amount) : addMonths(planned, -step.amount);
  if (planned.getTime() <= start.getTime()) return back;
  // the series is counted from the start (31 Jan, 28 Feb, 31 Mar …): the first planned date after a
  // day more than one step back is the one before
  const longestStep = step.unit === "day" ? step.amount : step.amount * 31;
  return nextDueDate(addDays(planned, -(longestStep + 1)), recurrence, start)!;
}

/**
 * The planned date an evaluation on `day` answers: the schedule's date nearest to it (the later one
 * when it lies halfway). Null without a recurrence, or for "once" (P0D).
 */
export function answeredDate(schedule: EvaluationSchedule, day: Date): Date | null {
  const { recurrence } = schedule;
  if (!recurrence || !frequencyStep(recurrence)) return null;
  const start = schedule.start ?? day;
  // the first planned date on or after the day
  const ahead = nextDueDate(addDays(day, -1), recurrence, start)!;
  const behind = plannedBefore(start, recurrence, ahead);
  return daysBetween(behind, day) < daysBetween(day, ahead) ? behind : ahead;
}

/**
 * The next evaluation after one on `day`: the planned date after the one it answers. Null without a
 * recurrence or an evaluation, and for "once".
 */
export function scheduledNextEvaluation(schedule: EvaluationSchedule, day: Date | null): Date | null {
  if (!day || !schedule.recurrence) return null;
  const answered = answeredDate(schedule, day);
  return answered && nextDueDate(answered, schedule.recurrence, schedule.start ?? day);
}
