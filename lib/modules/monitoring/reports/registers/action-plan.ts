// The action plan of the period: every action due in it, and every action still open from before it
// (an overdue action does not drop out of the plan because its date has passed).
import "server-only";
import { sql } from "@/lib/platform/lists/query";
import { actionAccess } from "@/lib/modules/planning/action-plan/access";
import { actionSource } from "@/lib/modules/planning/action-plan/data";
import { actionExport } from "@/lib/modules/planning/action-plan/export";
import { actionList } from "@/lib/modules/planning/action-plan/schema";
import { defineReport } from "../definition";
import { listRows } from "../list-rows";
import { lastDay, periodDates } from "../period";

const exported = actionExport.columns;
const shown = [
  "title",
  "status",
  "priority",
  "dueDate",
  "responsible",
  "source",
  "sourceRecord",
  "area",
  "doneDate",
] as const;
const widths: Record<(typeof shown)[number], number> = {
  title: 2.4,
  status: 1,
  priority: 0.8,
  dueDate: 1,
  responsible: 1.3,
  source: 1,
  sourceRecord: 1.8,
  area: 1.1,
  doneDate: 1,
};

export const actionPlanReport = defineReport({
  key: "actionPlan",
  access: actionAccess.list,
  dated: true,
  landscape: true,
  columns: shown.map((name) => ({ heading: exported[name].heading, type: exported[name].type, width: widths[name] })),
  rows: (org, period, t) => {
    // the list rolls an organization's plan up over everything below it: a report's section is its own
    const source = actionSource(
      org,
      actionList.query.parse({ organizationId: org.organizationId, dueTo: lastDay(period) }),
    );
    const inPeriodOrOpen = sql`(t."dueDate" >= ${periodDates(period).start}::date OR t."status" IN ('PLANNED', 'IN_PROGRESS'))`;
    return listRows(
      actionList,
      { field: "dueDate", direction: "asc" },
      { ...source, filters: [...(source.filters ?? []), inPeriodOrOpen] },
      (row) => shown.map((name) => exported[name].value(row, t)),
      t,
    );
  },
});
