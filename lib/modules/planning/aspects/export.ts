import { defineExport } from "@/lib/platform/lists/export/columns";
import type { RowOf } from "@/lib/platform/lists/paging";
import type { listAspects } from "./data";
import { aspectList } from "./schema";

const names = (rows: { name?: string; title?: string }[]) => rows.map((row) => row.name ?? row.title).join("\n");

/** The aspect register as an export: each aspect with its impact, rating, score and links. */
export const aspectExport = defineExport<RowOf<typeof listAspects>>(aspectList, {
  fileName: "aspects.fileName",
  columns: {
    activity: { heading: "aspects.fields.activity", value: (row) => row.activity },
    title: { heading: "aspects.fields.title", value: (row) => row.title },
    category: { heading: "aspects.fields.category", value: (row, t) => t(`aspects.categories.${row.category}`) },
    impact: { heading: "aspects.fields.impact", value: (row) => row.impact },
    lifeCycleStage: {
      heading: "aspects.fields.lifeCycleStage",
      value: (row, t) => t(`aspects.stages.${row.lifeCycleStage}`),
    },
    condition: { heading: "aspects.fields.condition", value: (row, t) => t(`aspects.conditions.${row.condition}`) },
    area: { heading: "aspects.fields.area", value: (row) => row.area?.name },
    score: { heading: "aspects.fields.score", type: "number", value: (row) => row.score },
    significant: {
      heading: "aspects.fields.significant",
      value: (row, t) => t(row.significant ? "aspects.significant" : "aspects.notSignificant"),
    },
    criteriaVersion: {
      heading: "aspects.fields.criteriaVersion",
      type: "number",
      value: (row) => row.criteria.version,
    },
    controls: { heading: "aspects.fields.controls", value: (row) => row.controls },
    obligations: { heading: "aspects.fields.obligations", type: "lines", value: (row) => names(row.obligations) },
    procedures: { heading: "aspects.fields.procedures", type: "lines", value: (row) => names(row.procedures) },
    openActions: { heading: "aspects.fields.openActions", type: "number", value: (row) => row.openActions },
  },
});
