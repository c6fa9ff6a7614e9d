import { defineExport } from "@/lib/platform/lists/export/columns";
import type { RowOf } from "@/lib/platform/lists/paging";
import type { listObjectives } from "./data";
import { objectiveList } from "./schema";

/** The objectives as an export: each with its KPI, baseline, target, latest value and status. */
export const objectiveExport = defineExport<RowOf<typeof listObjectives>>(objectiveList, {
  fileName: "objectives.fileName",
  columns: {
    title: { heading: "objectives.fields.title", value: (row) => row.title },
    kpi: { heading: "objectives.fields.kpi", value: (row, t) => t(`objectives.kpis.${row.kpi}`) },
    unit: { heading: "objectives.fields.unit", value: (row) => row.progress.unit },
    baselineYear: { heading: "objectives.fields.baselineYear", type: "number", value: (row) => row.baselineYear },
    baseline: { heading: "objectives.fields.baselineValue", type: "number", value: (row) => row.progress.baseline },
    target: { heading: "objectives.fields.targetValue", type: "number", value: (row) => Number(row.targetValue) },
    targetDate: { heading: "objectives.fields.targetDate", type: "date", value: (row) => row.targetDate },
    latest: {
      heading: "objectives.fields.latest",
      type: "number",
      value: (row) => row.progress.latest?.actual ?? null,
    },
    status: { heading: "objectives.fields.status", value: (row, t) => t(`objectives.statuses.${row.progress.status}`) },
    responsible: { heading: "objectives.fields.responsible", value: (row) => row.responsible?.name },
    nextAction: { heading: "objectives.fields.nextAction", value: (row) => row.nextAction?.title },
  },
});
