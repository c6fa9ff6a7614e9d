// The control book's inspections due: every pending inspection due by the period's last day, the
// overdue ones from before it included (an inspection not done stays due however old its date), by
// due date, with how many days it is overdue today, or whether it is due soon.
import "server-only";
import { inspectionAccess } from "@/lib/modules/monitoring/control-book/access";
import { inspectionSource } from "@/lib/modules/monitoring/control-book/data";
import { inspectionExport } from "@/lib/modules/monitoring/control-book/export";
import { inspectionList } from "@/lib/modules/monitoring/control-book/schema";
import { calendarToday } from "@/lib/platform/recurrence/due-status";
import { daysBetween } from "@/lib/platform/recurrence/frequency";
import { defineReport } from "../definition";
import { listRows } from "../list-rows";
import { lastDay } from "../period";

const exported = inspectionExport.columns;
const shown = ["title", "type", "dueDate", "responsible", "machine"] as const;
const widths: Record<(typeof shown)[number], number> = {
  title: 2.4,
  type: 1.4,
  dueDate: 0.9,
  responsible: 1.3,
  machine: 1.2,
};

export const controlBookDueReport = defineReport({
  key: "controlBookDue",
  access: inspectionAccess.list,
  dated: true,
  landscape: true,
  columns: [
    ...shown.map((name) => ({ heading: exported[name].heading, type: exported[name].type, width: widths[name] })),
    { heading: "controlBook.columns.agreement", width: 1.6 },
    { heading: "reports.columns.daysOverdue", type: "number", width: 0.8 },
    { heading: "controlBook.columns.dueStatus", width: 0.9 },
  ],
  rows: (org, period, t) => {
    const today = calendarToday();
    return listRows(
      inspectionList,
      { field: "dueDate", direction: "asc" },
      inspectionSource(org, inspectionList.query.parse({ status: "PENDING", dueTo: lastDay(period) })),
      (row) => {
        const due = new Date(`${row.dueDate}T00:00:00Z`);
        return [
          ...shown.map((name) => exported[name].value(row, t)),
          row.agreement?.title,
          due.getTime() < today.getTime() ? daysBetween(due, today) : null,
          row.dueStatus && t(`controlBook.dueStatuses.${row.dueStatus}`),
        ];
      },
      t,
    );
  },
});
