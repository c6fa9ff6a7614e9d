import type { DueStatus } from "@/lib/platform/recurrence/due-status";

const DAY_MS = 86_400_000;

type Translate = (key: string, values?: Record<string, string | number | Date>) => string;

/** How a line's status reads: "Missing", "3 days overdue" or "Due 12 Dec 2026". */
export function dueStatusText(t: Translate, status: DueStatus, dueDate: Date, today: Date): string {
  if (status === "MISSING") return t("dashboard.missing");
  if (status === "OVERDUE") {
    return t("dashboard.daysOverdue", { days: Math.round((today.getTime() - dueDate.getTime()) / DAY_MS) });
  }
  return t("dashboard.dueOn", { date: dueDate });
}
